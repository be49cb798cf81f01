/**
 * A small typed client of W3C WebDriver classic over HTTP (what WebKitWebDriver speaks): a
 * session, navigation, running a script, clicking an element. Enough for the flows; not a
 * general library (webdriverio would be one more dependency for five endpoints).
 */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementReference {
  [ELEMENT]: string;
}

interface WebDriverError {
  error: string;
  message: string;
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>) {
    const value = await call<{ sessionId: string }>(base, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(base, value.sessionId);
  }

  private call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string): Promise<null> {
    return this.call('POST', '/url', { url });
  }

  /** Runs `script` (a function body reading `arguments`); a returned promise is awaited. */
  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.call('POST', '/execute/sync', { script, args });
  }

  click(element: ElementReference): Promise<null> {
    return this.call('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  setWindowRect(width: number, height: number): Promise<unknown> {
    return this.call('POST', '/window/rect', { width, height });
  }

  end(): Promise<null> {
    return this.call('DELETE', '');
  }
}

export function isElementReference(value: unknown): value is ElementReference {
  return typeof value === 'object' && value !== null && ELEMENT in value;
}

async function call<T>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: T | WebDriverError };
  if (!response.ok) {
    const failure = value as WebDriverError;
    throw new Error(`WebDriver ${method} ${path}: ${failure.error}: ${failure.message}`);
  }
  return value as T;
}

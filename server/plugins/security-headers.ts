/**
 * Headers every response carries, set by @fastify/helmet plus the two it does not know: HSTS
 * only over TLS, and a Permissions-Policy that a path prefix may loosen. The CSP goes on every
 * reply (simpler than sorting by type, and harmless on JSON); file replies swap in their own
 * (file-reply.ts `FILE_CSP`).
 */
import helmet from '@fastify/helmet';
import { shared } from './shared';

const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  // Beasties inlines the critical CSS in a <style> and React writes style attributes: hashing
  // them would break on every build and every render, and styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  // No inline script anywhere in the build (the prerendered pages load one module by URL);
  // pdf.js compiles WebAssembly, and nothing else needs eval.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  // pdf.js starts its worker from a blob: URL when it cannot from its own.
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** The policy as helmet writes it, for tests that compare the header. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, values]) => [name, ...values].join(' '))
  .join(';');

/** Only over TLS: on plain http the header is ignored at best, and pins nothing useful. */
const HSTS = 'max-age=31536000';

/** Powerful features no page of ours uses: denied to the page and anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;
type Feature = (typeof DENIED_FEATURES)[number];

/**
 * Pages under a prefix that may use a feature themselves. The policy binds a document when it
 * loads, so such a page needs a full navigation to its own URL (not a client-side route change
 * from another page, nor the service worker's app shell, which carry their own policy).
 */
const ALLOWED_UNDER: Readonly<Record<string, readonly Feature[]>> = {
  // The gate desk scans visitors' QR passes with the device camera (DESIGN.md §8).
  '/gate': ['camera'],
};

export function permissionsPolicyFor(url: string): string {
  const path = url.split('?')[0] ?? '';
  const allowed = new Set(
    Object.entries(ALLOWED_UNDER)
      .filter(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))
      .flatMap(([, features]) => features),
  );
  return DENIED_FEATURES.map((f) => `${f}=${allowed.has(f) ? '(self)' : '()'}`).join(', ');
}

export const securityHeadersPlugin = shared('gatehouse-security-headers', async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicyFor(request.url));
    // `protocol` reads X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});

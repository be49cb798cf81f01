/**
 * The methods the API takes at each of its paths, from the contract. A known path called with
 * a method it lacks (`PUT tenders/tenders`) is a client's bug, not a scanner's probe: it is
 * answered 405 with `Allow` (platform/http/static.ts) and never counts toward the unknown-path limit.
 */
import { api } from '../../../contract/index';
import type { EndpointDef } from '../../../contract/platform/endpoint';

/** The order `Allow` lists them in. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const endpoints = Object.values(api).map((endpoint: EndpointDef) => ({
  method: endpoint.method,
  segments: endpoint.path.split('/'),
}));

/** A `:name` segment takes any one segment, as the router does; any other only itself. */
function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => {
      const given = segments[i] ?? '';
      return part.startsWith(':') ? given !== '' : part === given;
    })
  );
}

/** The router matches letters written as %-escapes as the letters themselves. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The methods of the endpoints at `url` (`/api/...`, a query allowed), HEAD with GET since
 * Fastify answers it for every GET; empty for a path no endpoint has.
 */
export function methodsAt(url: string): string[] {
  const path = (url.split('?')[0] ?? '').replace(/^\/api\//, '');
  const segments = path.split('/').map(decoded);
  const found = new Set<string>();
  for (const endpoint of endpoints) {
    if (matches(endpoint.segments, segments)) found.add(endpoint.method);
  }
  if (found.has('GET')) found.add('HEAD');
  return METHODS.filter((method) => found.has(method));
}

/**
 * Headers every response carries, set by helmet plus the two it does not know: HSTS
 * only over TLS, and a Permissions-Policy that a path prefix may loosen. The CSP goes on every
 * reply (simpler than sorting by type, and harmless on JSON); file replies swap in their own
 * (file-reply.ts `FILE_CSP`).
 */
import helmet from 'helmet';
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

/**
 * The camera is ours alone: the gate desk scans visitors' QR passes with it. Allowed on every
 * page rather than on /gate only, because a policy binds a document when it loads, and the
 * desk's document is often not /gate's: a guard reaches it by a client-side move from Gate
 * Login, and offline the service worker answers every navigation with the one app shell.
 */
const SELF_FEATURES = ['camera'] as const;

export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_FEATURES.map((feature) => `${feature}=(self)`),
].join(', ');

/**
 * helmet's middleware, made once. (@fastify/helmet made it again for every request, parsing
 * the CSP each time: 2% of the server's time in the booking rush.) It sets the headers on the
 * raw response; a reply's own header of the same name (a file's CSP) wins when it is sent.
 */
const applyHelmet = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
});

export const securityHeadersPlugin = shared('gatehouse-security-headers', async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, () => undefined);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // `protocol` reads X-Forwarded-Proto only when TRUST_PROXY says the proxy is ours.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});

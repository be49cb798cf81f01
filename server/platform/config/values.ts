/**
 * How each kind of environment value is read (config.ts builds the schema from these): empty
 * means unset, flags, whole numbers, durations, court hours, proxy trust, VAPID keys.
 */
import { z } from 'zod';

// Empty variables (common in compose files) mean "not set".
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
export const whole = (min: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`);
export const count = (fallback: number) => optional(whole(1)).default(fallback);

/** A duration such as 30d, 12h, 15m, 90s or plain seconds, as seconds. */
export const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'use a number of seconds or a value like 30d, 12h, 15m')
  .transform((value) => {
    const unit = value.at(-1) ?? 's';
    const scale = { s: 1, m: 60, h: 3600, d: 86_400 }[unit] ?? 1;
    return Number.parseInt(value, 10) * scale;
  });

/**
 * Court opening hours 'HH:00-HH:00' (slots start hourly, so whole hours only); close may be
 * 24:00 so a booking can end at midnight, never after it (it would belong to the next day).
 */
export const courtHours = z
  .string()
  .regex(/^([01]\d|2[0-4]):00-([01]\d|2[0-4]):00$/, 'use whole hours like 06:00-22:00')
  .transform((value) => {
    const [open = '', close = ''] = value.split('-');
    return { open, close };
  })
  .refine(({ open, close }) => open < close, 'the opening hour must come before the closing one');

/**
 * Which proxies may say who the client is (X-Forwarded-For), as Fastify's `trustProxy` takes
 * it: a number of hops (1 behind one nginx), the proxies' addresses or CIDRs, or true/false.
 * `true` trusts any hop, so a client could write its own address: name the proxies instead.
 */
export const trustProxy = z.string().transform((value, context): boolean | number | string[] => {
  const text = value.trim();
  if (['true', 'false', '1', '0', 'yes', 'no'].includes(text)) {
    // "1" is the common "on"; as a hop count it means the same single proxy in front of us.
    return text === '1' ? 1 : ['true', 'yes'].includes(text);
  }
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text.split(',').map((part) => part.trim());
  if (proxies.every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part))) return proxies;
  context.addIssue({
    code: 'custom',
    message:
      'use a number of proxy hops, proxy addresses or CIDRs separated by commas, or true/false',
  });
  return z.NEVER;
});

/** VAPID keys as web-push prints them: a P-256 public point (65 bytes), a private scalar (32). */
export const vapidPublicKey = z
  .string()
  .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a VAPID public key');
export const vapidPrivateKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key');

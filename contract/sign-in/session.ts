/**
 * The signed-in user as the app keeps it (SPEC.md §3 Session user, §3 Session).
 * Written with zod/mini: the app's shell parses the stored session before anything else runs,
 * and mini keeps full zod (the other contract modules) out of that first download.
 */
import * as z from 'zod/mini';

/** GUARD: a gate guard, who sees the gate desk and nothing else (issue 17). */
export const role = z.enum(['RWA', 'MEMBER', 'GUARD']);
export type Role = z.infer<typeof role>;

export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  apartmentNumber: z.string(),
  canBookSports: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** What localStorage holds under `auth-storage`. */
export const storedSession = z.object({
  user: z.nullable(sessionUser),
  token: z.nullable(z.string()),
  isAuthenticated: z.boolean(),
});
export type Session = z.infer<typeof storedSession>;

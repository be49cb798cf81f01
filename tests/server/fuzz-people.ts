/**
 * The people of the contract fuzz (contract-fuzz.test.ts) besides the seeded ones it signs in.
 * Some calls end the session they are sent with (logout, sign-out-everywhere) or end, change or
 * move the person they name (the RWA's calls on one person, a guard's removal). Sent with the
 * fuzz's own sessions, or naming its own member, they signed the fuzz out, and every later
 * probe of that role was a 401: only a stranger's path was fuzzed. So those calls are sent by,
 * and name, people of their own.
 */
import type { Role } from './fuzz-roles';
import { addUser } from './helper';
import type { TestApp } from './helper';

export type SignedIn = Exclude<Role, 'stranger'>;
export type Person = { phone: string; apartment: string; role: SignedIn };
/** A bearer token per signed-in role. */
export type Tokens = Record<SignedIn, string>;

const resident = (phone: string): Person => ({ phone, apartment: 'A101', role: 'member' });

/** Whom each call on a named person names: someone no other call touches (a move-out is final). */
export const TARGETS = {
  editUser: resident('9000000071'),
  removeUser: resident('9000000072'),
  setUserRole: resident('9000000073'),
  signOutUser: resident('9000000074'),
  unlockUser: resident('9000000075'),
  deleteGuard: { phone: '9000000076', apartment: 'GATE', role: 'guard' },
} satisfies Record<string, Person>;

/** Calls that end the caller's own sessions: each probe is sent with a new session of these. */
export const SELF_ENDING = new Set(['logout', 'signOutEverywhere']);
export const SESSION_ENDERS: Record<SignedIn, Person> = {
  member: resident('9000000081'),
  rwa: { phone: '9000000082', apartment: 'RWA', role: 'rwa' },
  guard: { phone: '9000000083', apartment: 'GATE', role: 'guard' },
};

/** Adds every person above to the register. */
export async function addFuzzPeople(t: TestApp): Promise<void> {
  for (const person of [...Object.values(TARGETS), ...Object.values(SESSION_ENDERS)]) {
    await addUser(t, person);
  }
}

/** Each of `tokens` whose session no longer signs in as its role, and what became of it. */
export async function lostSessions(t: TestApp, tokens: Tokens): Promise<[SignedIn, string][]> {
  const lost: [SignedIn, string][] = [];
  for (const [role, token] of Object.entries(tokens) as [SignedIn, string][]) {
    // As the server itself tells a caller (platform/auth/auth-plugin.ts): the token's session, then its user.
    const session = await t.app.tokens.verify(token);
    const now = session ? (await t.app.sessionUser(session))?.role : undefined;
    if (now !== role) lost.push([role, now ? `signs in as ${now} now` : 'ended']);
  }
  return lost;
}

import type { Role } from '../../../contract/sign-in/auth';
import { paths } from '../../lib/paths';

/**
 * Residents sign in with phone + apartment; the RWA and the gate's guards with phone only
 * (SPEC.md §5 Login; the gate: issue 17).
 */
export type LoginMode = 'resident' | 'admin' | 'gate';

export function modeFromSearch(search: URLSearchParams): LoginMode {
  const role = search.get('role')?.toUpperCase();
  if (role === 'RWA') return 'admin';
  if (role === 'GUARD') return 'gate';
  return 'resident';
}

/** Each mode's heading (and the page title), as the nav links and the UI spec name them. */
export const loginTitles: Record<LoginMode, string> = {
  resident: 'Resident Login',
  admin: 'Admin Login',
  gate: 'Gate Login',
};

/**
 * Where a signed-in user goes from /login: back where they came from when that is a path of
 * ours, else the start page of their role. `from` comes from the URL, so anyone can craft it:
 * only same-origin paths pass (`//host` and `/\host` are other origins to a browser). A guard
 * sees the gate desk and nothing else, wherever they came from.
 */
export function destinationAfterLogin(role: Role, from: string | null): string {
  if (role === 'GUARD') return paths.gate;
  if (from && /^\/(?![/\\])/.test(from) && !from.startsWith(paths.login)) return from;
  return role === 'RWA' ? paths.admin.dashboard : paths.home;
}

import type { Role } from '../../../contract/auth';
import { paths } from '../../lib/paths';

/** Residents sign in with phone + apartment; the RWA with phone only (SPEC.md §5 Login). */
export type LoginMode = 'resident' | 'admin';

export function modeFromSearch(search: URLSearchParams): LoginMode {
  return search.get('role')?.toUpperCase() === 'RWA' ? 'admin' : 'resident';
}

/**
 * Where a signed-in user goes from /login: back where they came from when that is a path of
 * ours, else the start page of their role. `from` comes from the URL, so anyone can craft it:
 * only same-origin paths pass (`//host` and `/\host` are other origins to a browser).
 */
export function destinationAfterLogin(role: Role, from: string | null): string {
  if (from && /^\/(?![/\\])/.test(from) && !from.startsWith(paths.login)) return from;
  return role === 'RWA' ? paths.admin.dashboard : paths.home;
}

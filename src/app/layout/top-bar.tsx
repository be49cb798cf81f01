import { useSession } from '../../api/session';
import { AdminBar } from './admin-bar';
import { GuardBar } from './guard-bar';
import { PublicBar } from './public-bar';

/** The RWA's navigation replaces the public one (SPEC.md §6), and so does a guard's (issue 17). */
export function TopBar() {
  const { user } = useSession();
  if (user?.role === 'GUARD') return <GuardBar user={user} />;
  return user?.role === 'RWA' ? <AdminBar user={user} /> : <PublicBar user={user} />;
}

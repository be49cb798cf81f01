import { useSession } from '../../api/session';
import { AdminBar } from './admin-bar';
import { PublicBar } from './public-bar';

/** The RWA's navigation replaces the public one (SPEC.md §6). */
export function TopBar() {
  const { user } = useSession();
  return user?.role === 'RWA' ? <AdminBar user={user} /> : <PublicBar user={user} />;
}

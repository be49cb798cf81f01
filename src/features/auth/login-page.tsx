import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { loginPath, paths } from '../../lib/paths';
import { LogoMark } from '../../ui/logo-mark';
import { LoginFlow } from './login-flow';
import { destinationAfterLogin, modeFromSearch } from './login-mode';
import styles from './login.module.css';
import { estateName } from '../../../contract/estate';

/** /login (SPEC.md §2): residents by default, the RWA with ?role=RWA. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const { user } = useSession();
  const mode = modeFromSearch(search);
  const from = search.get('from');

  // Signed in already, or just now by the verify step: move on.
  if (user) return <Navigate to={destinationAfterLogin(user.role, from)} replace />;

  const isAdmin = mode === 'admin';
  const other = loginPath({ role: isAdmin ? undefined : 'RWA', from: from ?? undefined });
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <Link to={paths.home} className={styles.brand}>
          <LogoMark size={40} />
          <span>{estateName}</span>
        </Link>
        <h1 className={styles.title}>{isAdmin ? 'Admin Login' : 'Resident Login'}</h1>
        <p className={styles.intro}>
          {isAdmin
            ? 'For RWA committee members. Enter your phone number and we will text you a code.'
            : 'Enter your phone number and apartment, and we will text you a one-time code.'}
        </p>
        {/* A new mode starts a fresh form: a resident's half-typed apartment means nothing here. */}
        <LoginFlow key={mode} mode={mode} />
        <p className={styles.switch}>
          {isAdmin ? 'Not on the committee? ' : 'On the RWA committee? '}
          <Link to={other}>{isAdmin ? 'Resident Login' : 'Admin Login'}</Link>
        </p>
      </div>
    </div>
  );
}

import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { loginPath, paths } from '../../lib/paths';
import { LogoMark } from '../../ui/logo-mark';
import { LoginFlow } from './login-flow';
import { destinationAfterLogin, loginTitles, modeFromSearch, type LoginMode } from './login-mode';
import styles from './login.module.css';
import { estateName } from '../../../contract/platform/estate';

const intros: Record<LoginMode, string> = {
  resident: 'Enter your phone number and apartment, and we will text you a one-time code.',
  admin: 'For RWA committee members. Enter your phone number and we will text you a code.',
  gate: "For the estate's gate guards. Enter your phone number and we will text you a code.",
};

/** The other ways in from each mode: a question and the mode it leads to. */
const switches: Record<LoginMode, { question: string; to: LoginMode }[]> = {
  resident: [
    { question: 'On the RWA committee? ', to: 'admin' },
    { question: 'Guard at the gate? ', to: 'gate' },
  ],
  admin: [{ question: 'Not on the committee? ', to: 'resident' }],
  gate: [{ question: 'Not a guard? ', to: 'resident' }],
};

const roleOf: Record<LoginMode, 'RWA' | 'GUARD' | undefined> = {
  resident: undefined,
  admin: 'RWA',
  gate: 'GUARD',
};

/** /login (SPEC.md §2): residents by default, the RWA with ?role=RWA, guards with ?role=GUARD. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const { user } = useSession();
  const mode = modeFromSearch(search);
  const from = search.get('from') ?? undefined;

  // Signed in already, or just now by the verify step: move on.
  if (user) return <Navigate to={destinationAfterLogin(user.role, from ?? null)} replace />;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <Link to={paths.home} className={styles.brand}>
          <LogoMark size={40} />
          <span>{estateName}</span>
        </Link>
        <h1 className={styles.title}>{loginTitles[mode]}</h1>
        <p className={styles.intro}>{intros[mode]}</p>
        {/* A new mode starts a fresh form: a resident's half-typed apartment means nothing here. */}
        <LoginFlow key={mode} mode={mode} />
        <div className={styles.switch}>
          {switches[mode].map(({ question, to }) => (
            <p key={to}>
              {question}
              <Link to={loginPath({ role: roleOf[to], from })}>{loginTitles[to]}</Link>
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}

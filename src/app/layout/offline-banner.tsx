import { useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useConnectivity } from '../../offline/use-connectivity';
import styles from './layout.module.css';

export const OFFLINE_MESSAGE =
  "You're offline — showing saved data. Anything you send is kept on this phone and sent when you're back online.";

/**
 * Pages whose own offline answer is the only true one: an SOS is never kept to send later, so
 * "anything you send is kept" would mislead there; the page offers the gate's phone (issue 35).
 */
const ownOfflineWord: readonly string[] = [paths.sos];

/**
 * A quiet line under the top bar while the API cannot be reached. The live region stays
 * mounted so screen readers announce the message when it appears, not only when focused.
 */
export function OfflineBanner() {
  const { online } = useConnectivity();
  const { pathname } = useLocation();
  const shown = !online && !ownOfflineWord.includes(pathname);
  return (
    <div role="status" className={shown ? styles.offline : undefined}>
      {shown && <p>{OFFLINE_MESSAGE}</p>}
    </div>
  );
}

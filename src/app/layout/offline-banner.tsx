import { useConnectivity } from '../../offline/use-connectivity';
import styles from './layout.module.css';

export const OFFLINE_MESSAGE =
  "You're offline — showing saved data. Anything you send is kept on this phone and sent when you're back online.";

/**
 * A quiet line under the top bar while the API cannot be reached. The live region stays
 * mounted so screen readers announce the message when it appears, not only when focused.
 */
export function OfflineBanner() {
  const { online } = useConnectivity();
  return (
    <div role="status" className={online ? undefined : styles.offline}>
      {!online && <p>{OFFLINE_MESSAGE}</p>}
    </div>
  );
}

import { messages } from '../../../contract/messages';
import { kindLabel } from './pass-format';
import type { EntryShown } from './use-desk-entry';
import { useIntoView } from './use-into-view';
import styles from './gate.module.css';

/**
 * The answer the guard reads at arm's length: "Let in ✓" with who and which flat, or the
 * refusal's sentence. One region: a status for news, an alert for a refusal.
 */
export function EntryResult({ shown }: { shown: EntryShown }) {
  const refused = shown.type === 'refused';
  const ref = useIntoView<HTMLDivElement>(shown, shown.type === 'note');
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={refused ? 'alert' : 'status'}
      className={styles.result}
      data-tone={shown.type === 'let-in' ? 'in' : refused ? 'refused' : undefined}
    >
      {shown.type === 'let-in' && (
        <>
          <p className={styles.verdict}>{messages.letIn} ✓</p>
          <p className={styles.who}>
            {shown.name} · Flat {shown.apartment}
          </p>
          <p>
            {kindLabel(shown.kind)} · {shown.people} {shown.people === 1 ? 'person' : 'people'}
          </p>
        </>
      )}
      {refused && <p className={styles.verdict}>{shown.message}</p>}
      {shown.type === 'checking' && <p>Checking code {shown.code} with the server…</p>}
      {shown.type === 'note' && <p className={styles.who}>{shown.message}</p>}
    </div>
  );
}

/**
 * /tenders (SPEC.md §2): public, and readable offline after one visit. The saved copy always
 * wins over an error: the error state appears only when there is nothing saved to show.
 */
import { messages } from '../../../contract/messages';
import { freshnessLabel } from '../../offline/collections';
import { useCollection } from '../../offline/use-collection';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { TenderEntry } from './tender-entry';
import { fetchTenders, tendersCollection } from './tenders-collection';
import { useNow } from '../../lib/use-now';
import styles from './tenders.module.css';

export const tendersNote = 'Please collect tender documents from the estate office.';
export const noTenders = 'No open tenders right now.';

export default function TendersPage() {
  const tenders = useCollection(tendersCollection, { fetcher: fetchTenders });
  const now = useNow();
  const saved = tenders.refreshedAt !== undefined;

  let body;
  if (!saved && tenders.error && !tenders.isRefreshing) {
    body = (
      <div role="alert" className={styles.error}>
        <h2>{messages.tendersErrorHeading}</h2>
        <p>{messages.tendersLoadFailed}</p>
      </div>
    );
  } else if (!tenders.isLoaded || !saved) {
    body = <Spinner label="Loading tenders…" />;
  } else if (tenders.items.length === 0) {
    body = <p>{noTenders}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {tenders.items.map((tender) => (
          <TenderEntry key={tender.id} tender={tender} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title="Tenders" />
      {saved && (
        <p className={styles.freshness}>
          {freshnessLabel(tenders.refreshedAt, now, !tenders.isOffline)}
        </p>
      )}
      {body}
      <p className={styles.note}>{tendersNote}</p>
    </>
  );
}

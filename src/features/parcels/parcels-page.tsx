/**
 * /parcels (issue 34): what waits for the flat at the gate, each with its collection code and the
 * flat's choice — "Leave at the gate" or "Bring it up" — made offline too (the outbox sends it);
 * and what was handed over this week, and to whom. The list is kept on the phone (the persisted
 * query cache), so the code shows at the gate with no signal.
 */
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useNow } from '../../lib/use-now';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import { freshnessLabel } from '../../offline/freshness';
import { PARCEL_INSTRUCTION_KIND } from '../../offline/kinds';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useQueuedWrites } from '../../ui/use-queued-writes';
import cards from '../../ui/request-card.module.css';
import { CollectedCard, ParcelCard } from './parcel-card';
import { latestChoice, queueChoice, shownChoice } from './parcel-choice';
import { myParcelsQuery, parcelKeys } from './use-my-parcels';
import styles from './parcels.module.css';

export default function ParcelsPage() {
  const userId = useSession().user?.id ?? '';
  const { online } = useConnectivity();
  const list = useQuery(myParcelsQuery(userId));
  useRefetchOnPush(parcelKeys.mine(userId));
  const now = useNow(30_000);
  const refreshedAt = list.data ? list.dataUpdatedAt : undefined;
  const choices = useQueuedWrites(
    { kind: PARCEL_INSTRUCTION_KIND, userId },
    refreshedAt,
    parcelKeys.mine(userId),
  );

  const parcels = list.data;
  const waiting = parcels?.filter((parcel) => parcel.status === 'waiting') ?? [];
  const collected = parcels?.filter((parcel) => parcel.status === 'collected') ?? [];
  const loadError =
    online && list.isError && !parcels
      ? errorMessage(list.error, messages.parcelsFetchFailed)
      : undefined;

  return (
    <>
      <PageHeader
        title="Parcels"
        subtitle="What the gate is keeping for your home: show the code to collect, or have it brought up."
      />
      {parcels && (
        <p className={styles.freshness}>{freshnessLabel(list.dataUpdatedAt, now, online)}</p>
      )}
      {!online && !parcels && (
        <Notice>{"You're offline and nothing is saved on this phone yet."}</Notice>
      )}
      {loadError && <Banner tone="error">{loadError}</Banner>}
      {!parcels && list.isPending && online && <Spinner label="Loading your parcels…" />}
      {parcels && waiting.length === 0 && <p>No parcels are waiting for you at the gate.</p>}
      {waiting.length > 0 && (
        <ul className={cards.list} aria-label="Parcels at the gate">
          {waiting.map((parcel) => {
            const latest = latestChoice(parcel, choices.records ?? []);
            return (
              <ParcelCard
                key={parcel.id}
                parcel={parcel}
                now={now}
                choice={latest && choices.shown.includes(latest) ? latest : undefined}
                chosen={shownChoice(parcel, latest)}
                onChoose={(instruction) => void queueChoice(parcel.id, instruction, userId)}
              />
            );
          })}
        </ul>
      )}
      {collected.length > 0 && (
        <section className={styles.section} aria-labelledby="parcels-collected">
          <h2 id="parcels-collected">Handed over this week</h2>
          <ul className={cards.list} aria-label="Parcels handed over">
            {collected.map((parcel) => (
              <CollectedCard key={parcel.id} parcel={parcel} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

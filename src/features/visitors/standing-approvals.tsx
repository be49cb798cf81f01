/**
 * Standing approvals on /visitors (issue 34): the deliveries and cabs the gate lets in for this
 * flat without calling — each with its window and a Stop that asks first — and the form that
 * makes one. Stopped, an approval leaves the gate's list at the desk's next refresh.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  standingKindLabels,
  type StandingApproval,
  type StandingFields,
} from '../../../contract/gate/standing';
import { standingText } from '../../lib/standing-words';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { indiaDay } from '../../lib/india-time';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { Banner, type BannerTone } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { StandingForm } from './standing-form';
import { standingQuery, useCreateStanding, useStopStanding } from './use-standing';
import styles from './visitors.module.css';

export function StandingApprovals({ userId, online }: { userId: string; online: boolean }) {
  const id = useId();
  const list = useQuery(standingQuery(userId));
  const create = useCreateStanding(userId);
  const stop = useStopStanding(userId);
  const now = useNow(60_000);
  const [stopping, setStopping] = useState<StandingApproval>();
  // The form opens on request: /visitors leads with passes, and most flats set this up once.
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: BannerTone; text: string }>();
  const items = list.data;

  const save = async (body: StandingFields) => {
    setOutcome(undefined);
    try {
      await create.mutateAsync(body);
      setOutcome({ tone: 'success', text: messages.standingCreated });
      setAdding(false);
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, messages.standingCreateFailed) });
      return false;
    }
  };
  const confirmStop = (approval: StandingApproval) =>
    stop.mutate(approval, {
      onSuccess: () => setOutcome({ tone: 'success', text: messages.standingStopped }),
      onError: (error) =>
        setOutcome({ tone: 'error', text: errorMessage(error, messages.standingStopFailed) }),
      onSettled: () => setStopping(undefined),
    });

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Standing approvals</h2>
      <p className={styles.muted}>
        Deliveries and cabs the gate lets in without calling you. You are told when they arrive.
      </p>
      {outcome && (
        <div className={styles.outcome}>
          <Banner tone={outcome.tone}>{outcome.text}</Banner>
        </div>
      )}
      {items && <p className={styles.muted}>{freshnessLabel(list.dataUpdatedAt, now, online)}</p>}
      {online && list.isError && !items && (
        <Banner tone="error">{errorMessage(list.error, messages.standingFetchFailed)}</Banner>
      )}
      {!items ? (
        online && list.isPending && <Spinner label="Loading your standing approvals…" />
      ) : items.length === 0 ? (
        <p>None yet. Add one below, e.g. any Swiggy or Zomato delivery from 9:00 AM to 10:00 PM.</p>
      ) : (
        <ul className={styles.list} aria-label="Your standing approvals">
          {items.map((approval) => (
            <li key={approval.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{standingKindLabels[approval.kind]}</h3>
              <p id={`${id}-${approval.id}`}>{standingText(approval, indiaDay(now))}</p>
              <div className={styles.actions}>
                <Button
                  variant="danger"
                  disabled={!online || stop.isPending}
                  aria-describedby={`${id}-${approval.id}`}
                  onClick={() => {
                    setOutcome(undefined);
                    setStopping(approval);
                  }}
                >
                  Stop
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <>
          <h3>New standing approval</h3>
          <StandingForm online={online} busy={create.isPending} onSubmit={save} />
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          New standing approval
        </Button>
      )}
      <ConfirmDialog
        open={stopping !== undefined}
        title="Stop this standing approval?"
        message={<p>The gate will call you again for these visitors.</p>}
        confirmLabel="Stop"
        cancelLabel="Keep it"
        busy={stop.isPending}
        onConfirm={() => stopping && confirmStop(stopping)}
        onCancel={() => setStopping(undefined)}
      />
    </section>
  );
}

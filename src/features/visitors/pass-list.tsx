/**
 * Your passes: the apartment's passes as cards, the ones the gate may still see first. The list
 * is the persisted copy when offline (with its age); Revoke asks first, and its result shows in
 * the card where it was pressed, which takes focus so a phone scrolls to it.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messages } from '../../../contract/messages';
import type { VisitorPass } from '../../../contract/gate/visitors';
import { errorMessage } from '../../api/api-error';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { Banner, type BannerTone } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { useFocusLater } from '../../ui/use-focus-later';
import { PassCard } from './pass-card';
import { isLive } from './pass-format';
import { passesQuery, useRevokePass } from './use-passes';
import styles from './visitors.module.css';

interface Outcome {
  passId: string;
  tone: BannerTone;
  text: string;
}

/** Still to come first (soonest on top), then the rest (latest on top). */
export function byRelevance(a: VisitorPass, b: VisitorPass): number {
  const ahead =
    Number(isLive(b) || b.state === 'arrived') - Number(isLive(a) || a.state === 'arrived');
  if (ahead !== 0) return ahead;
  const order = a.valid_from.localeCompare(b.valid_from);
  return isLive(a) || a.state === 'arrived' ? order : -order;
}

export function PassList({ userId, online }: { userId: string; online: boolean }) {
  const query = passesQuery(userId);
  const passes = useQuery(query);
  // A visitor arrived (the notice's push): show "Arrived" now, not in 30 s.
  useRefetchOnPush(query.queryKey);
  const revoke = useRevokePass(userId);
  const now = useNow(30_000);
  const id = useId();
  const offlineId = `${id}-offline`;
  const [revoking, setRevoking] = useState<VisitorPass>();
  const [outcome, setOutcome] = useState<Outcome>();
  const focusLater = useFocusLater();
  const items = passes.data ? [...passes.data].sort(byRelevance) : undefined;

  const confirm = (pass: VisitorPass) =>
    revoke.mutate(pass, {
      onSuccess: () => setOutcome({ passId: pass.id, tone: 'success', text: messages.passRevoked }),
      onError: (error) =>
        setOutcome({
          passId: pass.id,
          tone: 'error',
          text: errorMessage(error, messages.passRevokeFailed),
        }),
      onSettled: () => {
        setRevoking(undefined);
        focusLater(() => document.getElementById(`${id}-outcome`));
      },
    });

  const outcomeBanner = outcome && (
    <div id={`${id}-outcome`} tabIndex={-1} className={styles.outcome}>
      <Banner tone={outcome.tone}>{outcome.text}</Banner>
    </div>
  );

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your passes</h2>
      {items && <p className={styles.muted}>{freshnessLabel(passes.dataUpdatedAt, now, online)}</p>}
      {!online && (
        <Notice id={offlineId}>
          {items
            ? 'Revoking a pass needs a connection.'
            : "You're offline and no passes are saved on this phone yet."}
        </Notice>
      )}
      {online && passes.isError && !items && (
        <Banner tone="error">{errorMessage(passes.error, messages.passesFetchFailed)}</Banner>
      )}
      {!items ? (
        online && passes.isPending && <Spinner label="Loading your passes…" />
      ) : items.length === 0 ? (
        <p>No passes yet. Make one above and share its code with your visitor.</p>
      ) : (
        <ul className={styles.list} aria-label="Your passes">
          {items.map((pass) => (
            <PassCard
              key={pass.id}
              pass={pass}
              now={now}
              disabledReasonId={online ? undefined : offlineId}
              busy={revoke.isPending}
              outcome={outcome?.passId === pass.id ? outcomeBanner : undefined}
              onRevoke={() => {
                setOutcome(undefined);
                setRevoking(pass);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== undefined}
        title={`Revoke the pass for ${revoking?.name ?? 'this visitor'}?`}
        message={
          <p>The gate will refuse code {revoking?.code} from now on. This cannot be undone.</p>
        }
        confirmLabel="Revoke"
        cancelLabel="Keep it"
        busy={revoke.isPending}
        onConfirm={() => revoking && confirm(revoking)}
        onCancel={() => setRevoking(undefined)}
      />
    </section>
  );
}

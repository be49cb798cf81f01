/**
 * Walk-ins on /visitors. At the top: whoever is waiting at the gate for this flat, with Approve
 * and Deny, and the one the inbox notice named (`?walk_in=<id>`), marked and scrolled to. Further
 * down: today's answered ones, and who answered.
 */
import { useEffect, useId, useRef } from 'react';
import type { WalkIn, WalkInDecision } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { errorMessage, isApiError } from '../../api/api-error';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import { useNow } from '../../lib/use-now';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { visitorKeys } from './use-passes';
import { useDecideWalkIn, useWalkIn, useWalkIns } from './use-walk-ins';
import { WalkInCard, walkInCardId } from './walk-in-card';
import styles from './visitors.module.css';

export interface WalkInResult {
  text: string;
  failed: boolean;
}

interface WalkInsProps {
  userId: string;
  online: boolean;
  /** From the notice's url. */
  focusId?: string;
  /** What came of this resident's answers, by walk-in: those stay at the top with it. */
  results: Readonly<Record<string, WalkInResult>>;
}

function useAllWalkIns({ userId, online, focusId }: WalkInsProps) {
  const list = useWalkIns(userId, online);
  const focused = useWalkIn(focusId);
  const all = list.data ?? [];
  const named = focused.data;
  return {
    all: named && !all.some((w) => w.id === named.id) ? [named, ...all] : all,
    focusError: focused.isError ? errorMessage(focused.error, messages.walkInNotFound) : undefined,
  };
}

/** Whether the top of the page shows it: waiting, named by the notice, or answered just now. */
const atTheTop = (walkIn: WalkIn, props: WalkInsProps) =>
  walkIn.status === 'waiting' || walkIn.id === props.focusId || walkIn.id in props.results;

function resultOf(walkIn: WalkIn, decision: WalkInDecision): WalkInResult {
  const text =
    decision === 'approved'
      ? `You let ${walkIn.name} in. The gate has your answer.`
      : `You turned ${walkIn.name} away. The gate has your answer.`;
  return { text, failed: false };
}

/** Waiting walk-ins (and the notice's one), at the top of the page. */
export function WaitingWalkIns(
  props: WalkInsProps & { onResult: (id: string, result: WalkInResult) => void },
) {
  const { userId, online, focusId, results, onResult } = props;
  const { all, focusError } = useAllWalkIns(props);
  const decide = useDecideWalkIn(userId);
  // A walk-in's push wakes the page at once, not at the next 5 s tick.
  useRefetchOnPush(visitorKeys.walkIns(userId));
  const now = useNow(30_000);
  const id = useId();
  const offlineId = `${id}-offline`;
  const shown = all.filter((walkIn) => atTheTop(walkIn, props));
  const scrolledTo = useRef<string>(undefined);

  // The notice's walk-in comes into view once, when it first appears (another notice tapped
  // later brings its own); refreshes leave the page where the resident scrolled it.
  const focusReady = shown.some((w) => w.id === focusId);
  useEffect(() => {
    if (!focusId || !focusReady || scrolledTo.current === focusId) return;
    scrolledTo.current = focusId;
    const card = document.getElementById(walkInCardId(focusId));
    card?.scrollIntoView?.({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [focusId, focusReady]);

  const answer = (walkIn: WalkIn, decision: WalkInDecision) =>
    decide.mutate(
      { id: walkIn.id, decision },
      {
        onSuccess: () => onResult(walkIn.id, resultOf(walkIn, decision)),
        onError: (error) => {
          const text =
            isApiError(error) && error.status === 409
              ? messages.walkInDecided
              : errorMessage(error, messages.walkInDecisionFailed);
          onResult(walkIn.id, { text, failed: true });
        },
      },
    );

  if (shown.length === 0 && !focusError) return null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>At the gate now</h2>
      {focusError && <Banner tone="error">{focusError}</Banner>}
      {!online && shown.some((w) => w.status === 'waiting') && (
        <Notice id={offlineId}>Answering needs a connection. The guard can also call you.</Notice>
      )}
      <ul className={styles.list} aria-label="Visitors at the gate">
        {shown.map((walkIn) => (
          <WalkInCard
            key={walkIn.id}
            walkIn={walkIn}
            now={now}
            highlighted={walkIn.id === focusId}
            disabledReasonId={online ? undefined : offlineId}
            sending={
              decide.isPending && decide.variables.id === walkIn.id
                ? decide.variables.decision
                : undefined
            }
            result={results[walkIn.id]}
            onDecide={(decision) => answer(walkIn, decision)}
          />
        ))}
      </ul>
    </section>
  );
}

/** Today's answered walk-ins, lower on the page: who came and who said yes or no. */
export function AnsweredWalkIns(props: WalkInsProps) {
  const { all } = useAllWalkIns(props);
  const now = useNow(30_000);
  const id = useId();
  const answered = all.filter((walkIn) => !atTheTop(walkIn, props));
  if (answered.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Walk-ins today</h2>
      <ul className={styles.list} aria-label="Walk-ins today">
        {answered.map((walkIn) => (
          <WalkInCard
            key={walkIn.id}
            walkIn={walkIn}
            now={now}
            highlighted={false}
            onDecide={() => undefined}
          />
        ))}
      </ul>
    </section>
  );
}

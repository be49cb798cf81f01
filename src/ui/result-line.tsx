/**
 * The result of what a person just did, where they are looking (docs/adr/005-results-in-view.md).
 * It scrolls itself into view when it appears, is announced (successes politely, refusals at
 * once) and stays until it is dismissed, replaced by the next result or the page is left: an admin
 * who saw nothing happen would do it again. For its first 3 s it is a full banner (SPEC.md §4:
 * success banners disappear after 3 seconds); then it settles into a quiet line that stays. The
 * status region is always in the page, empty when quiet, because a polite region that appears
 * together with its text is often not read out.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { SUCCESS_BANNER_MS } from './use-flash';
import type { JustAddedMark } from './just-added';
import styles from './result-line.module.css';

export type ResultTone = 'success' | 'error';

export interface Result {
  message: string;
  tone: ResultTone;
  /** The created or changed item, marked in its list by <JustAdded> (it scrolls there). */
  mark?: JustAddedMark;
  /** Each result is new, so the same sentence said twice comes into view again. */
  seq: number;
}

export interface ShowOptions {
  tone?: ResultTone;
  mark?: JustAddedMark;
}

/** One result per page: `line` goes where the page shows it, `show` after each action. */
export function useResult() {
  const [result, setResult] = useState<Result>();
  const seq = useRef(0);
  const show = useCallback((message: string, options: ShowOptions = {}) => {
    seq.current += 1;
    setResult({ message, tone: options.tone ?? 'success', mark: options.mark, seq: seq.current });
  }, []);
  const clear = useCallback(() => setResult(undefined), []);
  /** The outcome of a move or a call ({ ok, message }): a success marks `mark`, a refusal stays. */
  const tell = useCallback(
    (outcome: { ok: boolean; message: string }, mark?: JustAddedMark) =>
      show(outcome.message, outcome.ok ? { mark } : { tone: 'error' }),
    [show],
  );
  return {
    result,
    show,
    tell,
    clear,
    /** What <JustAddedProvider> hands to the list rows. */
    mark: result?.mark,
    line: <ResultLine result={result} onDismiss={clear} />,
  };
}

interface ResultLineProps {
  result: Result | undefined;
  onDismiss: () => void;
}

/**
 * Brings a new result into view. One near the top of the page (under its heading) shows with the
 * heading and Back above it — scrolled to just the line, they sat half under the sticky top bar.
 * Elsewhere: already in view, the page does not move; out of view, it comes to the middle, so
 * what grows above it just after (a comment arriving in the thread) does not push it off again.
 * A marked item scrolls after this.
 */
function showResult(line: HTMLElement | null): void {
  if (!line) return;
  const box = line.getBoundingClientRect();
  if (box.bottom + window.scrollY <= window.innerHeight) window.scrollTo({ top: 0 });
  else if (box.top < 0 || box.bottom > window.innerHeight)
    line.scrollIntoView?.({ block: 'center' });
}

export function ResultLine({ result, onDismiss }: ResultLineProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Fresh until its 3 s are up: the seq of the last result that settled into a quiet line.
  const [settled, setSettled] = useState<number>();
  const fresh = result !== undefined && result.seq !== settled;
  useEffect(() => {
    if (!result) return;
    showResult(ref.current);
    const timer = window.setTimeout(() => setSettled(result.seq), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const body = (tone: ResultTone) =>
    result?.tone === tone && (
      <div
        className={`${styles.result} ${styles[tone]} ${fresh ? styles.fresh : ''}`}
        data-result-seq={result.seq}
      >
        <p>{result.message}</p>
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    );

  return (
    <div ref={ref} className={styles.region}>
      <div role="status">{body('success')}</div>
      {/* An alert is read out as it is added, so it comes and goes with its refusal. */}
      {result?.tone === 'error' && <div role="alert">{body('error')}</div>}
    </div>
  );
}

/**
 * The desk's entry flow: a scan or a code gives a verdict; an admitted pass shows its card; the
 * tap of "Check in" shows "Let in ✓" at once (the same render: no network, no disk in between)
 * and then writes the entry to the outbox. A code the list does not know, online, is judged by
 * the server instead, and the guard sees its answer.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messages } from '../../../contract/messages';
import type { PassKind, Visit } from '../../../contract/gate/visitors';
import { errorMessage, isApiError } from '../../api/api-error';
import { askServer, checkInPayload, queueCheckIn, type EntryContext } from './desk-actions';
import { useDeskQueryKey } from './desk-collection';
import { judgeAgain, judgeCode, judgeQr, type Admission, type DeskKnowledge } from './judge-entry';

export type EntryShown =
  | { type: 'idle' }
  | { type: 'card'; admission: Admission }
  | { type: 'checking'; code: string }
  | { type: 'let-in'; name: string; apartment: string; kind: PassKind | 'walk_in'; people: number }
  | { type: 'refused'; message: string }
  | { type: 'note'; message: string };

interface DeskEntryOptions {
  knowledge: DeskKnowledge;
  context: () => EntryContext;
  /** A visit the server let in on a code the list did not know (until the list shows it). */
  onServerVisit: (visit: Visit) => void;
}

export function useDeskEntry({ knowledge, context, onServerVisit }: DeskEntryOptions) {
  const [shown, setShown] = useState<EntryShown>({ type: 'idle' });
  // Entries of the last taps, before the outbox's live query has them: a second scan of the same
  // pass a moment later is refused too.
  const justEntered = useRef(new Map<string, string>());
  const queryClient = useQueryClient();
  const deskKey = useDeskQueryKey();

  const known = (): DeskKnowledge => ({
    snapshot: knowledge.snapshot,
    enteredHere: new Map([...justEntered.current, ...knowledge.enteredHere]),
  });
  const show = (verdict: ReturnType<typeof judgeAgain>) => {
    if (verdict.type === 'admit') setShown({ type: 'card', admission: verdict.admission });
    else if (verdict.type === 'refuse') setShown({ type: 'refused', message: verdict.message });
  };

  const askAboutCode = async (code: string) => {
    setShown({ type: 'checking', code });
    try {
      const visit = await askServer(code, context());
      onServerVisit(visit);
      const { name, apartment, kind, people } = visit;
      setShown({ type: 'let-in', name, apartment, kind, people });
      void queryClient.invalidateQueries({ queryKey: deskKey });
    } catch (error) {
      // No answer at all: as offline, nothing says the code is real.
      const offline = isApiError(error) && error.status === 0;
      const message = offline ? messages.codeUnknown : errorMessage(error, messages.checkInFailed);
      setShown({ type: 'refused', message });
    }
  };

  return {
    shown,
    clear: () => setShown({ type: 'idle' }),
    note: (message: string) => setShown({ type: 'note', message }),
    async scanned(text: string) {
      show(await judgeQr(text, known(), context().now));
    },
    findCode(code: string) {
      const { now, online } = context();
      const verdict = judgeCode(code, known(), now, online);
      if (verdict.type === 'ask-server') void askAboutCode(verdict.code);
      else show(verdict);
    },
    /** "Check in" on a card or a search row (the page has made sure the gate is named). */
    checkIn(admission: Admission, people: number): void {
      const entry = context();
      const verdict = judgeAgain(admission, known(), entry.now);
      if (verdict.type !== 'admit') return show(verdict);
      const payload = checkInPayload(admission, people, { ...entry, gate: entry.gate.trim() });
      justEntered.current.set(admission.passId, entry.now.toISOString());
      const { name, apartment, kind } = payload.shown;
      setShown({ type: 'let-in', name, apartment, kind, people });
      queueCheckIn(payload, entry.userId).catch(() => {
        justEntered.current.delete(admission.passId);
        setShown({ type: 'refused', message: messages.checkInFailed });
      });
    },
  };
}

/**
 * The polls' audited calls (issue 36), for audit-support.ts: creating a poll, changing one before
 * it opens, closing one early, a paper vote of a new flat, a meeting and a flat marked present at
 * it. Each case makes its own poll or meeting, so each can be prepared twice.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Poll, PollFields } from '../../contract/polls/polls';
import type { DuesAuditTools } from './audit-support-dues';
import type { ContentApp } from './content-support';

type Case = () => Promise<() => Promise<LightMyRequestResponse>>;

const HOUR_MS = 60 * 60 * 1000;

export function pollAuditCases(t: ContentApp, tools: DuesAuditTools) {
  const { send, idOf, next, resident } = tools;
  /** A poll opening `fromNow` ms from the test clock's now, for a day. */
  const fields = (fromNow: number): PollFields => {
    const opens = t.clock.now().getTime() + fromNow;
    return {
      question: `Paint the towers? ${next()}`,
      options: ['Beige', 'Grey'],
      opens_at: new Date(opens).toISOString(),
      closes_at: new Date(opens + 24 * HOUR_MS).toISOString(),
    };
  };
  const poll = async (fromNow: number): Promise<Poll> => {
    const response = await send('POST', 'polls', fields(fromNow));
    idOf(response);
    return response.json<Poll>();
  };

  const meeting = () =>
    send('POST', 'agms', {
      title: `AGM ${next()}`,
      held_at: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
    });

  const cases = {
    createAgm: (() => Promise.resolve(meeting)) as Case,
    markAttendance: (async () => {
      const id = idOf(await meeting());
      const { apartment } = await resident();
      return () => send('PUT', `agms/${id}/attendance`, { apartment, present: true });
    }) as Case,
    createPoll: (() => Promise.resolve(() => send('POST', 'polls', fields(HOUR_MS)))) as Case,
    updatePoll: (async () => {
      const { id } = await poll(HOUR_MS);
      return () => send('PUT', `polls/${id}`, { ...fields(HOUR_MS), question: 'Changed' });
    }) as Case,
    closePoll: (async () => {
      const { id } = await poll(-HOUR_MS);
      return () => send('POST', `polls/${id}/close`, { reason: 'Decided at the meeting' });
    }) as Case,
    recordPaperVote: (async () => {
      const { id, options } = await poll(-HOUR_MS);
      const { apartment } = await resident();
      return () =>
        send('POST', `polls/${id}/paper-votes`, { apartment, choices: [options[0]?.id] });
    }) as Case,
  };
  return { cases };
}

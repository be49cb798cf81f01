/**
 * A flat giving its vote on a poll to another flat (issue 36). No chains: a flat that holds
 * proxies keeps its own vote, and a proxy goes only to a flat that kept its own; a holder takes
 * at most the poll's `max_proxies`. Given before the flat votes, and changed only so.
 */
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { refuseOverdueVoter } from './dues-rule';
import { onRoll } from './electorate';
import { closedAt, momentInWords, statusAt, type PollRow } from './poll-views';

export async function giveProxy(
  tx: Kysely<Database>,
  poll: PollRow,
  from: string,
  to: string,
  now: Date,
): Promise<void> {
  if (poll.electorate === 'person' || poll.max_proxies === 0) {
    throw new HttpError(409, messages.proxyNotAllowed);
  }
  if (statusAt(poll, now) === 'closed') {
    throw new HttpError(409, messages.pollClosed(momentInWords(closedAt(poll))));
  }
  if (from === to) throw new HttpError(400, messages.proxyToSelf);
  if (!(await onRoll(tx, poll.electorate, from)))
    throw new HttpError(403, messages.voteNotEligible);
  // A flat that may not vote has no vote to give.
  await refuseOverdueVoter(tx, poll, from, now);
  if (!(await onRoll(tx, poll.electorate, to)))
    throw new HttpError(400, messages.proxyHolderUnknown);

  const proxies = tx.selectFrom('poll_proxies').where('poll_id', '=', poll.id);
  const voted = await tx
    .selectFrom('poll_voters')
    .select('voter')
    .where('poll_id', '=', poll.id)
    .where('voter', '=', from)
    .executeTakeFirst();
  if (voted) throw new HttpError(409, messages.proxyAfterVote);
  const holds = await proxies
    .select('from_apartment')
    .where('to_apartment', '=', from)
    .executeTakeFirst();
  if (holds) throw new HttpError(409, messages.proxyHolderGave);
  const holderGave = await proxies
    .select('to_apartment')
    .where('from_apartment', '=', to)
    .executeTakeFirst();
  if (holderGave) throw new HttpError(409, messages.proxyChain);
  const held = await proxies
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('to_apartment', '=', to)
    .where('from_apartment', '<>', from)
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= poll.max_proxies) {
    throw new HttpError(409, messages.proxyHolderFull(to, poll.max_proxies));
  }
  await tx
    .insertInto('poll_proxies')
    .values({ poll_id: poll.id, from_apartment: from, to_apartment: to })
    .onConflict((conflict) =>
      conflict.columns(['poll_id', 'from_apartment']).doUpdateSet({ to_apartment: to }),
    )
    .execute();
}

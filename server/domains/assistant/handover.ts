/**
 * "This didn't answer my question" (issue 37): the question becomes a helpdesk ticket in the
 * "Ask RWA" category, reported by the asker's household through the helpdesk's own report (its
 * deadline, history row and office notice come with it), so the office's reply reaches the
 * asker's inbox like any ticket's. The question is also kept for the unanswered list.
 */
import { sql, type Kysely } from 'kysely';
import { ASK_RWA_PURPOSE } from '../../../contract/helpdesk/schemas';
import { textMax } from '../../../contract/platform/fields';
import type { Database, User } from '../../platform/db/schema';
import { reportTicket } from '../helpdesk';
import { recordQuestion } from './unanswered';

/**
 * The category for handed-over questions, by its purpose, so a rename by the RWA changes
 * nothing. Categories cannot be deleted through the API; one removed behind its back (it had
 * no tickets) is made again, taking over a category already named "Ask RWA" if there is one.
 */
async function askRwaCategory(tx: Kysely<Database>): Promise<number> {
  const found = await tx
    .selectFrom('helpdesk_categories')
    .select('id')
    .where('purpose', '=', ASK_RWA_PURPOSE)
    .executeTakeFirst();
  if (found) return found.id;
  const last = await tx
    .selectFrom('helpdesk_categories')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const made = await tx
    .insertInto('helpdesk_categories')
    .values({
      name: 'Ask RWA',
      sla_hours: 72,
      position: (last?.position ?? 0) + 1,
      purpose: ASK_RWA_PURPOSE,
    })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doUpdateSet({ purpose: ASK_RWA_PURPOSE }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** Files the question as the asker's ticket; answers the ticket's id. */
export async function handOverQuestion(
  tx: Kysely<Database>,
  question: string,
  user: User,
  now: Date,
): Promise<string> {
  const ticket = await reportTicket(
    tx,
    {
      category_id: String(await askRwaCategory(tx)),
      title: clip(question, textMax.line),
      description: `${question}\n\nAsked in Ask RWA.`,
      location: '',
      priority: 'normal',
    },
    { fileName: '', thumbnailName: '' },
    user,
    now,
  );
  await recordQuestion(tx, {
    question,
    askerPhone: user.phone_number,
    now,
    outcome: 'handed_over',
    ticketId: Number(ticket.id),
  });
  return ticket.id;
}

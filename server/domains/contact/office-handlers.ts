/**
 * The office's side of Contact Us (issue 35): the messages still waiting on it, which the admin
 * dashboard's "Needs you" lists (an admin who muted the "office" notices still sees them there),
 * and "Mark handled" once it has answered. Marking twice is the same as once: the first time and
 * name stay.
 */
import type { Selectable } from 'kysely';
import type { ContactMessage } from '../../../contract/contact/contact';
import { contactMessages } from '../../../contract/contact/messages';
import type { HandlersFor } from '../../platform/http/handler';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { ContactMessagesTable } from './tables';

/** Enough for a screen; an estate office that lets more wait has a bigger problem. */
const WAITING_SHOWN = 50;

const shownAs = (row: Selectable<ContactMessagesTable>): ContactMessage => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  message: row.message,
  created_at: row.created_at.toISOString(),
  handled_at: row.handled_at?.toISOString() ?? null,
});

export const contactOfficeHandlers: HandlersFor<
  'listContactMessages' | 'markContactMessageHandled'
> = {
  async listContactMessages({ app }) {
    const rows = await app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('handled_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(WAITING_SHOWN)
      .execute();
    return { messages: rows.map(shownAs) };
  },

  async markContactMessageHandled({ app, params, user, transaction, audit }) {
    const id = rowId(params.id, contactMessages.contactMessageNotFound);
    return transaction(async (tx) => {
      const row = await tx
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, contactMessages.contactMessageNotFound);
      audit({ summary: `Message from ${row.name} (${row.email})` });
      if (row.handled_at) return shownAs(row);
      const handled = await tx
        .updateTable('contact_messages')
        .set({ handled_at: app.now(), handled_by: user.name ?? user.phone_number })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return shownAs(handled);
    });
  },
};

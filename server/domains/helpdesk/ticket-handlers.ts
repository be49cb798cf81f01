/**
 * The helpdesk's tickets, one at a time (issue 18): a household reports one (multipart, photo
 * optional, idempotent), reads it, moves it (reopen, close with a rating) and writes on its
 * thread; the RWA reads and works every ticket. The rules live in services/helpdesk-*.ts; this
 * file parses, stores photos and says what an admin's act was for the audit trail.
 * (The list, the CSV and the summary are in helpdesk-lists.ts.)
 */
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';
import { checkCommentable, commentOnTicket } from './comments';
import { moveTicket } from './moves';
import { setTicketPriority } from './priority';
import { reportTicket } from './report';
import { checkHousehold, ticketId } from './tickets';
import { loadTicketDetail } from './views';
import { withStoredUpload } from '../../platform/files/uploads';
import type { HandlersFor } from '../../platform/http/handler';

/** A line of free text for the audit trail, cut short. */
const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const helpdeskTicketHandlers: HandlersFor<
  'reportTicket' | 'getTicket' | 'moveTicket' | 'setTicketPriority' | 'commentOnTicket'
> = {
  async reportTicket({ app, body, file, user, transaction, audit }) {
    const report = body.ticket;
    const urgent = report.priority === 'urgent' ? ' (urgent)' : '';
    audit({ summary: `Complaint from ${user.apartment_number}: ${clip(report.title)}${urgent}` });
    return withStoredUpload(app.files, file, (photo) =>
      transaction((tx) => reportTicket(tx, report, photo, user, app.now())),
    );
  },

  async getTicket({ app, params, user }) {
    const detail = await loadTicketDetail(app.db, ticketId(params.id), user.apartment_number);
    if (!detail) throw new HttpError(404, messages.ticketNotFound);
    checkHousehold(user, detail.apartment_number);
    return detail;
  },

  moveTicket: ({ app, params, body, user, transaction, audit }) =>
    transaction(async (tx) => {
      const { from, detail } = await moveTicket(tx, ticketId(params.id), body, user, app.now());
      const staff = body.status === 'Assigned' ? ` (to ${detail.assigned_to})` : '';
      const note = body.note?.trim() ? `: ${clip(body.note.trim())}` : '';
      audit({ summary: `#${detail.id} ${from} → ${body.status}${staff}${note}` });
      return detail;
    }),

  setTicketPriority: ({ app, params, body, user, transaction, audit }) =>
    transaction(async (tx) => {
      const id = ticketId(params.id);
      const { from, detail } = await setTicketPriority(tx, id, body.priority, user, app.now());
      audit({ summary: `#${detail.id} priority ${from} → ${body.priority}` });
      return detail;
    }),

  async commentOnTicket({ app, params, body, file, user, transaction, audit }) {
    const id = ticketId(params.id);
    const text = body.comment.body;
    await checkCommentable(app.db, id, user);
    audit({ summary: `Comment on #${id}: ${clip(text)}${file ? ' (with a photo)' : ''}` });
    return withStoredUpload(app.files, file, (photo) =>
      transaction((tx) => commentOnTicket(tx, id, text, photo, user, app.now())),
    );
  },
};

/** Ask RWA hands a question to the office, and shows the RWA what it could not answer (issue 37). */
import { messages } from '../../../contract/messages';
import type { HandlersFor } from '../../platform/http/handler';
import { handOverQuestion } from './handover';
import { listUnanswered } from './unanswered';

export const handoverHandlers: HandlersFor<'handOverQuestion' | 'listUnansweredQuestions'> = {
  async handOverQuestion({ app, body, user, transaction, audit }) {
    return transaction(async (tx) => {
      const ticketId = await handOverQuestion(tx, body.question, user, app.now());
      audit({ targetId: ticketId });
      return { message: messages.assistantHandedOver, ticket_id: ticketId };
    });
  },

  listUnansweredQuestions: ({ app }) => listUnanswered(app.db),
};

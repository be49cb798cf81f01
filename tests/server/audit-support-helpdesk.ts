/**
 * The helpdesk's audited calls (issue 18), for audit-support.ts: the RWA's categories, a
 * complaint the RWA reports, and acts on a complaint of Arjun's (A101) that the RWA works on.
 */
import type { LightMyRequestResponse } from 'fastify';
import { multipart, postForm } from './content-support';
import type { ContentApp } from './content-support';

type Call = () => Promise<LightMyRequestResponse>;
type Case = () => Promise<Call>;

export interface AuditTools {
  send(method: 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
  form(
    url: string,
    fields: Record<string, string>,
    field: string,
    bytes: Buffer,
  ): Promise<LightMyRequestResponse>;
  idOf(response: LightMyRequestResponse): string;
  next(): number;
  image: Buffer;
}

export function helpdeskAuditCases(t: ContentApp, tools: AuditTools) {
  const { send, form, idOf, next, image } = tools;
  const complaintForm = (token: string) =>
    postForm(
      t,
      '/api/helpdesk/tickets',
      multipart({
        ticket: JSON.stringify({
          category_id: '1',
          title: `Corridor light out ${next()}`,
          description: 'The light outside the lift has been out for two days.',
        }),
      }),
      token,
    );
  const complaint = async () => idOf(await complaintForm(t.member));
  const commentAs = (id: string, token: string) =>
    postForm(
      t,
      `/api/helpdesk/tickets/${id}/comments`,
      multipart({ comment: JSON.stringify({ body: `Noted ${next()}` }) }),
      token,
    );
  const category = async () =>
    idOf(await send('POST', 'helpdesk/categories', { name: `Garden ${next()}`, sla_hours: 48 }));

  const cases = {
    createHelpdeskCategory: () =>
      Promise.resolve(() =>
        send('POST', 'helpdesk/categories', { name: `Laundry ${next()}`, sla_hours: 24 }),
      ),
    updateHelpdeskCategory: async () => {
      const id = await category();
      return () =>
        send('PUT', `helpdesk/categories/${id}`, { name: `Lawns ${next()}`, sla_hours: 72 });
    },
    reportTicket: () => Promise.resolve(() => complaintForm(t.rwa)),
    moveTicket: async () => {
      const id = await complaint();
      return () =>
        send('PUT', `helpdesk/tickets/${id}/status`, { status: 'Assigned', assigned_to: 'Ramesh' });
    },
    setTicketPriority: async () => {
      const id = await complaint();
      return () => send('PUT', `helpdesk/tickets/${id}/priority`, { priority: 'urgent' });
    },
    commentOnTicket: async () => {
      const id = await complaint();
      return () =>
        form(`helpdesk/tickets/${id}/comments`, { comment: '{"body":"On it"}' }, 'photo', image);
    },
  } satisfies Record<string, Case>;
  return { cases, complaint, commentAs };
}

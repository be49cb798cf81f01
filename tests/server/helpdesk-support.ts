/**
 * Shared setup for the helpdesk's server tests (issue 18): the content app (the RWA secretary,
 * Arjun of A101, Rahul of C303, an upload store the test can look into) and the calls a person
 * makes — report a complaint (multipart, photo optional), read it, move it, comment on it —
 * plus a way to bring a fresh ticket to any state through the API, as the office would.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TicketDetail, TicketMove } from '../../contract/helpdesk/helpdesk';
import type { TicketStatus } from '../../contract/helpdesk/lifecycle';
import { bearer } from './helper';
import { get, multipart, postForm } from './content-support';
import type { ContentApp, FilePart } from './content-support';

export const TICKETS = '/api/helpdesk/tickets';
export const ticketUrl = (id: string) => `${TICKETS}/${id}`;

export interface ReportInput {
  category_id: string;
  title: string;
  description: string;
  location?: string;
  priority?: 'normal' | 'urgent';
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function helpdeskCalls(t: ContentApp) {
  /** The id of a default category by name (they come with the migration). */
  const categoryId = async (name: string): Promise<string> => {
    const row = await t.db
      .selectFrom('helpdesk_categories')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return String(row.id);
  };

  const leak = async (change: Partial<ReportInput> = {}): Promise<ReportInput> => ({
    category_id: await categoryId('Plumbing'),
    title: 'Water leaking under the kitchen sink',
    description: 'The pipe under the sink drips all day; the cabinet is soaked.',
    location: 'Kitchen',
    ...change,
  });

  const report = async (
    input: ReportInput,
    options: { token?: string; photo?: FilePart; key?: string } = {},
  ) => {
    const form = multipart({ ticket: JSON.stringify(input) }, options.photo ? [options.photo] : []);
    if (options.key) Object.assign(form.headers, { 'idempotency-key': options.key });
    return postForm(t, TICKETS, form, options.token ?? t.member);
  };

  /** A new leak reported by Arjun (A101); answers its id. */
  const reported = async (change: Partial<ReportInput> = {}, token = t.member) => {
    const response = await report(await leak(change), { token });
    if (response.statusCode !== 201) throw new Error(`report: ${response.body}`);
    return response.json<{ id: string }>().id;
  };

  const move = (id: string, body: TicketMove, token = t.rwa) =>
    t.app.inject({
      method: 'PUT',
      url: `${ticketUrl(id)}/status`,
      payload: body,
      headers: bearer(token),
    });

  const setPriority = (id: string, priority: string, token = t.rwa) =>
    t.app.inject({
      method: 'PUT',
      url: `${ticketUrl(id)}/priority`,
      payload: { priority },
      headers: bearer(token),
    });

  const comment = (
    id: string,
    body: string,
    options: { token?: string; photo?: FilePart; key?: string } = {},
  ) => {
    const form = multipart(
      { comment: JSON.stringify({ body }) },
      options.photo ? [options.photo] : [],
    );
    if (options.key) Object.assign(form.headers, { 'idempotency-key': options.key });
    return postForm(t, `${ticketUrl(id)}/comments`, form, options.token ?? t.member);
  };

  const read = async (id: string, token = t.rwa): Promise<TicketDetail> => {
    const response = await get(t, ticketUrl(id), token);
    if (response.statusCode !== 200) throw new Error(`read: ${response.body}`);
    return response.json<TicketDetail>();
  };

  /** The office's moves that bring a new ticket to each state. */
  const pathTo: Record<TicketStatus, TicketMove[]> = {
    Open: [],
    Assigned: [{ status: 'Assigned', assigned_to: 'Ramesh (plumber)' }],
    'In progress': [
      { status: 'Assigned', assigned_to: 'Ramesh (plumber)' },
      { status: 'In progress' },
    ],
    'Waiting for resident': [
      { status: 'Assigned', assigned_to: 'Ramesh (plumber)' },
      { status: 'Waiting for resident', note: 'When can the plumber come in?' },
    ],
    Resolved: [
      { status: 'Assigned', assigned_to: 'Ramesh (plumber)' },
      { status: 'In progress' },
      { status: 'Resolved', note: 'Replaced the trap' },
    ],
    Closed: [{ status: 'Closed', close_as: 'not_ours', note: 'Inside the flat: call a plumber' }],
  };

  /** A new ticket of Arjun's, moved by the office to `status`. */
  const ticketAt = async (status: TicketStatus, change: Partial<ReportInput> = {}) => {
    const id = await reported(change);
    for (const step of pathTo[status]) await expectOk(await move(id, step));
    return id;
  };

  return { categoryId, leak, report, reported, move, setPriority, comment, read, ticketAt };
}

export function expectOk(response: LightMyRequestResponse): LightMyRequestResponse {
  if (response.statusCode >= 300) throw new Error(`${response.statusCode}: ${response.body}`);
  return response;
}

export const detailOf = (response: LightMyRequestResponse) => response.json<TicketDetail>();
export const detailText = (response: LightMyRequestResponse) =>
  response.json<{ detail: string }>().detail;

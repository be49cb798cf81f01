// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import {
  HELPDESK_COMMENT_KIND,
  HELPDESK_REPORT_KIND,
  registerOutboxKinds,
  type HelpdeskReportPayload,
} from '../../../src/offline/kinds';
import { enqueue } from '../../../src/offline/outbox';
import {
  drainAt,
  fakeNetwork,
  recordOf,
  reply,
  resetOfflineDb,
  RESIDENT,
  T0,
} from '../offline/helpers';

const leak: HelpdeskReportPayload = {
  ticket: {
    category_id: '1',
    title: 'Water leaking from the ceiling',
    description: 'Dripping onto the kitchen floor',
    location: 'Kitchen',
    priority: 'urgent',
  },
  shown: { category: 'Plumbing' },
};
const photo = { field: 'photo', name: 'leak.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(64) };

beforeEach(async () => {
  await resetOfflineDb();
  registerOutboxKinds();
});

describe("the helpdesk's outbox kinds (issue 18)", () => {
  it('sends a report once as multipart `ticket` JSON and `photo`, keyed by its record id', async () => {
    const id = await enqueue(HELPDESK_REPORT_KIND, leak, {
      userId: RESIDENT,
      attachments: [photo],
      now: T0,
    });
    const network = fakeNetwork(reply(201, { id: '7' }));
    await drainAt(T0 + 1, network.transport);

    expect(network.requests).toHaveLength(1);
    const [request] = network.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: 'helpdesk/tickets',
      headers: { 'Idempotency-Key': id, Authorization: 'Bearer token-1' },
    });
    const form = request?.body as FormData;
    expect([...form.keys()]).toEqual(['ticket', 'photo']);
    // What the list showed while it waited (the category's name) is never sent.
    expect(JSON.parse(String(form.get('ticket')))).toEqual(leak.ticket);
    const sent = form.get('photo') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['leak.jpg', 'image/jpeg', 64]);
    expect((await recordOf(id)).status).toBe('sent');
  });

  it("keeps a refused report with the server's reason, or the contract's sentence without one", async () => {
    const gone = await enqueue(HELPDESK_REPORT_KIND, leak, { userId: RESIDENT, now: T0 });
    const other = await enqueue(HELPDESK_REPORT_KIND, leak, { userId: RESIDENT, now: T0 });
    const network = fakeNetwork((request) =>
      request.headers['Idempotency-Key'] === gone
        ? reply(400, { detail: messages.ticketCategoryUnknown })
        : reply(400, {}),
    );
    await drainAt(T0 + 1, network.transport);
    expect(await recordOf(gone)).toMatchObject({
      status: 'rejected',
      lastError: messages.ticketCategoryUnknown,
    });
    expect(await recordOf(other)).toMatchObject({
      status: 'rejected',
      lastError: messages.ticketReportFailed,
    });
  });

  it("sends a ticket's comments in the order written, each as multipart `comment` JSON", async () => {
    const first = await enqueue(
      HELPDESK_COMMENT_KIND,
      { ticket_id: '7', body: 'Still dripping' },
      { userId: RESIDENT, now: T0 },
    );
    const second = await enqueue(
      HELPDESK_COMMENT_KIND,
      { ticket_id: '7', body: 'Now the light fused too' },
      { userId: RESIDENT, attachments: [photo], now: T0 + 1 },
    );
    expect((await recordOf(first)).entityKey).toBe((await recordOf(second)).entityKey);

    // The first cannot go yet: the second waits behind it rather than overtaking.
    const down = fakeNetwork(reply(503, {}));
    await drainAt(T0 + 2, down.transport);
    expect(down.requests).toHaveLength(1);
    expect((await recordOf(second)).status).toBe('pending');

    const up = fakeNetwork(reply(201, {}));
    await drainAt(T0 + 10 * 60_000, up.transport);
    expect(up.requests.map((request) => request.headers['Idempotency-Key'])).toEqual([
      first,
      second,
    ]);
    const [, withPhoto] = up.requests;
    expect(withPhoto?.path).toBe('helpdesk/tickets/7/comments');
    const form = withPhoto?.body as FormData;
    expect(JSON.parse(String(form.get('comment')))).toEqual({ body: 'Now the light fused too' });
    expect((form.get('photo') as File).name).toBe('leak.jpg');
  });
});

/**
 * The inbox is in time order (issue 35): newest first by when a notice happened, across
 * tickets and kinds, even when the notices were written in another order (the demo seed writes
 * each ticket's history in turn); "Load older" pages on in that same order, none twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE, type Notification } from '../../contract/notices/notifications';
import { notify } from '../../server/domains/notices/notify';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

const HOUR = 3_600_000;
let t: TestApp;
let rahul: string;
let priya: string;

beforeAll(async () => {
  t = await build();
  rahul = await login(t, '9000000004', 'C303');
  priya = await login(t, '9000000003', 'B202');
});
afterAll(() => t.close());

const inbox = async (token: string, before?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/notifications${before ? `?before=${before}` : ''}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ notifications: Notification[] }>().notifications;
};

/** Writes one notice for `phone`, `hoursAgo` before the test clock's now. */
const tell = (phone: string, title: string, hoursAgo: number) =>
  notify(
    t.db,
    { phones: [phone] },
    {
      kind: 'helpdesk_status',
      category: 'requests',
      title,
      body: '',
      url: '/helpdesk',
      tag: title,
    },
    new Date(t.clock.now().getTime() - hoursAgo * HOUR),
  );

const isNewestFirst = (notices: Notification[]) =>
  notices.every(
    (notice, index) => index === 0 || notices[index - 1]!.created_at >= notice.created_at,
  );

describe('the inbox in time order', () => {
  it('lists notices newest first by when they happened, not in the order they were written', async () => {
    // Ticket 1's history, then ticket 2's: written in that order, they happened interleaved.
    await tell('9000000004', 'Ticket 1 reported', 50);
    await tell('9000000004', 'Ticket 1 resolved', 2);
    await tell('9000000004', 'Ticket 2 reported', 48);
    await tell('9000000004', 'Ticket 2 assigned', 26);
    const titles = (await inbox(rahul)).map((notice) => notice.title);
    expect(titles.slice(0, 4)).toEqual([
      'Ticket 1 resolved',
      'Ticket 2 assigned',
      'Ticket 2 reported',
      'Ticket 1 reported',
    ]);
  });

  it('pages on in the same order, every notice once', async () => {
    // More than a page, written oldest-last in blocks so ids and times disagree.
    const count = NOTIFICATIONS_PAGE + 7;
    for (let index = 0; index < count; index += 1) {
      await tell('9000000003', `Notice ${index}`, (index % 3) * 100 + index);
    }
    const first = await inbox(priya);
    expect(first).toHaveLength(NOTIFICATIONS_PAGE);
    const second = await inbox(priya, first.at(-1)!.id);
    const all = [...first, ...second];
    expect(isNewestFirst(all)).toBe(true);
    const ids = all.map((notice) => notice.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter((notice) => notice.title.startsWith('Notice '))).toHaveLength(count);
  });

  it("starts no page from someone else's notice", async () => {
    const [theirs] = await inbox(rahul);
    expect(await inbox(priya, theirs!.id)).toEqual([]);
  });
});

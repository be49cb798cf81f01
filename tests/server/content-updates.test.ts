/** Community updates (SPEC.md §2 /updates, §3 Update): the RWA posts, every member reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inIndia } from '../../contract/platform/india-time';
import { messages } from '../../contract/messages';
import type { CommunityUpdate } from '../../contract/content/updates';
import { bearer } from './helper';
import { buildContent, del, get } from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
});
afterAll(() => t.close());

const valid = {
  title: 'Lift maintenance',
  content: 'Lift 2 of Tower A is off on Monday.',
  category: 'Maintenance',
};
const post = (payload: object, token = t.rwa) =>
  t.app.inject({ method: 'POST', url: '/api/updates/updates', headers: bearer(token), payload });
const list = async () => (await get(t, '/api/updates/updates', t.member)).json<CommunityUpdate[]>();

describe('who may read and post updates', () => {
  it('refuses a stranger the list', async () => {
    expect((await get(t, '/api/updates/updates')).statusCode).toBe(401);
  });

  it('refuses a member posting or deleting', async () => {
    expect((await post(valid, t.member)).statusCode).toBe(403);
    expect((await del(t, '/api/updates/updates/1', t.member)).statusCode).toBe(403);
  });
});

describe('posting an update', () => {
  it('dates it today in India and lists it first', async () => {
    // 20:00 UTC is already the next day in India.
    t.clock.advance(new Date('2030-03-05T20:00:00.000Z').getTime() - t.clock.now().getTime());
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const update = response.json<CommunityUpdate>();
    expect(update).toEqual({ id: expect.stringMatching(/^\d+$/), ...valid, date: '2030-03-06' });
    expect(inIndia(t.clock.now()).date).toBe('2030-03-06');
    t.clock.advance(60_000);
    const newer = (
      await post({ ...valid, title: 'Newer', category: 'Notice' })
    ).json<CommunityUpdate>();
    const updates = await list();
    expect(updates.slice(0, 2)).toEqual([newer, update]);
  });

  it.each([
    [{ ...valid, title: ' ' }, `title: ${messages.updateTitleRequired}`],
    [{ ...valid, content: '' }, `content: ${messages.updateContentRequired}`],
    [{ ...valid, category: 'Gossip' }, `category: ${messages.updateCategoryInvalid}`],
    [{ title: 'x', content: 'y' }, `category: ${messages.updateCategoryInvalid}`],
  ])('refuses %j', async (payload, detail) => {
    const before = (await list()).length;
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await list()).toHaveLength(before);
  });

  it('refuses text PostgreSQL cannot store', async () => {
    const response = await post({ ...valid, content: 'Null \u0000 here' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: `content: ${messages.textNotStorable}` });
  });
});

describe('deleting an update', () => {
  it('removes it', async () => {
    const update = (await post({ ...valid, title: 'Short-lived' })).json<CommunityUpdate>();
    const response = await del(t, `/api/updates/updates/${update.id}`, t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect((await list()).map((item) => item.id)).not.toContain(update.id);
  });

  it('answers 404 for an update that does not exist', async () => {
    const response = await del(t, '/api/updates/updates/55555', t.rwa);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.updateNotFound });
  });
});

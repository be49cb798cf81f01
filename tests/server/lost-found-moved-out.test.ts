/**
 * Issue 35: a resident who no longer lives here (deactivated, or moved out) keeps their lost &
 * found reports on the board, but their phone number stops reaching every other resident.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inIndia } from '../../contract/platform/india-time';
import type { LostFoundItem } from '../../contract/lost-found/lost-found';
import { addUser, bearer, build, tokenFor } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
let neighbour: string;
let rwa: string;
beforeAll(async () => {
  t = await build();
  await addUser(t, { phone: '9300000001', apartment: 'D401' });
  neighbour = await tokenFor(t, '9000000004');
  rwa = await tokenFor(t, '9000000001');
});
afterAll(() => t.close());

const LIST = '/api/lostandfound/items';

async function reportAs(phone: string, title: string): Promise<LostFoundItem> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${LIST}/report`,
    headers: bearer(await tokenFor(t, phone)),
    payload: {
      type: 'found',
      title,
      description: 'Left on the bench by the pool.',
      date: inIndia(t.clock.now()).date,
      location: 'Pool',
      category: 'Keys',
      contactName: 'Test D401',
      contactPhone: phone,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<LostFoundItem>();
}

async function seenBy(token: string, id: string): Promise<LostFoundItem | undefined> {
  const response = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(token) });
  return response.json<LostFoundItem[]>().find((item) => item.id === id);
}

describe('a departed reporter’s phone on lost and found', () => {
  it('is shown to neighbours while the reporter still lives here', async () => {
    const item = await reportAs('9300000001', 'Bunch of keys');
    expect((await seenBy(neighbour, item.id))?.contactPhone).toBe('9300000001');
  });

  it('is withheld from neighbours once the reporter’s access is deactivated', async () => {
    const item = await reportAs('9300000001', 'Car key');
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/member/update-user/9300000001/D401',
      headers: bearer(rwa),
      payload: { member_status: 'inactive', is_active: false },
    });
    expect(off.statusCode).toBe(200);
    const seen = await seenBy(neighbour, item.id);
    expect(seen).toMatchObject({ title: 'Car key', contactName: 'Test D401', contactPhone: '' });
    // The RWA, who deals with what is left behind, still has the number.
    expect((await seenBy(rwa, item.id))?.contactPhone).toBe('9300000001');
  });

  it('is withheld from neighbours once the reporter has moved out', async () => {
    await addUser(t, { phone: '9300000002', apartment: 'D402' });
    const item = await reportAs('9300000002', 'Umbrella');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/member/users/9300000002',
      headers: bearer(rwa),
    });
    expect(removed.statusCode).toBe(200);
    expect((await seenBy(neighbour, item.id))?.contactPhone).toBe('');
    expect((await seenBy(rwa, item.id))?.contactPhone).toBe('9300000002');
  });
});

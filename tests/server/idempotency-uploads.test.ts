/**
 * `Idempotency-Key` on multipart forms (issue 31): the fingerprint covers the text fields and
 * every file's bytes, so the same key with another ticket, another photo, or a photo added or
 * removed is refused with 422 as a JSON body is, and nothing of it is stored; the very same form
 * (as the outbox resends it after a dropped connection, under a new boundary) is replayed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalkIn } from '../../contract/gate/desk';
import type { LostFoundItem } from '../../contract/lost-found/lost-found';
import { messages } from '../../contract/messages';
import { tokenFor } from './helper';
import { buildContent, get, multipart, png, postForm, storedFiles } from './content-support';
import type { ContentApp, FilePart } from './content-support';
import { helpdeskCalls } from './helpdesk-support';

let t: ContentApp;
let h: ReturnType<typeof helpdeskCalls>;
let guard: string;
beforeAll(async () => {
  t = await buildContent();
  h = helpdeskCalls(t);
  guard = await tokenFor(t, '9000000005');
});
afterAll(() => t.close());

const reused = { detail: messages.idempotencyKeyReused };

async function ticketsTitled(title: string): Promise<number> {
  const rows = await t.db
    .selectFrom('helpdesk_tickets')
    .select('id')
    .where('title', '=', title)
    .execute();
  return rows.length;
}

const photo = async (width: number): Promise<FilePart> => ({
  field: 'image',
  name: 'found.png',
  bytes: await png(width, 30),
});

function reportItem(title: string, key: string, image?: FilePart) {
  const item = {
    type: 'found',
    title,
    description: 'Left on the bench by the pool.',
    date: '2030-03-04',
    location: 'Pool',
    category: 'Keys',
    contactName: 'Arjun Sharma',
    contactPhone: '9000000002',
  };
  const form = multipart({ item: JSON.stringify(item) }, image ? [image] : []);
  Object.assign(form.headers, { 'idempotency-key': key });
  return postForm(t, '/api/lostandfound/items', form, t.member);
}

async function itemsTitled(title: string): Promise<number> {
  const items = (await get(t, '/api/lostandfound/items', t.member)).json<LostFoundItem[]>();
  return items.filter((item) => item.title === title).length;
}

function recordWalkIn(id: string, key: string, bytes: Buffer) {
  const walkIn = { id, name: 'Ramu', purpose: 'Plumber', apartment: 'A101', gate: 'Main gate' };
  const form = multipart({ walk_in: JSON.stringify(walkIn) }, [
    { field: 'photo', name: 'visitor.png', bytes, type: 'image/png' },
  ]);
  Object.assign(form.headers, { 'idempotency-key': key });
  return postForm(t, '/api/gate/walk-ins', form, guard);
}

describe('the same key with another form', () => {
  it('refuses another ticket title with 422 and stores nothing of it', async () => {
    const key = randomUUID();
    const first = await h.report(await h.leak({ title: 'Tap dripping in kitchen' }), { key });
    expect(first.statusCode, first.body).toBe(201);
    const other = await h.report(await h.leak({ title: 'Door bell not working' }), { key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(reused);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await ticketsTitled('Tap dripping in kitchen')).toBe(1);
    expect(await ticketsTitled('Door bell not working')).toBe(0);
  });

  it('refuses another photo, and the photo left out, storing neither', async () => {
    const key = randomUUID();
    expect((await reportItem('Bunch of keys', key, await photo(40))).statusCode).toBe(201);
    const files = await storedFiles(t);
    const otherPhoto = await reportItem('Bunch of keys', key, await photo(41));
    expect(otherPhoto.statusCode).toBe(422);
    expect(otherPhoto.json()).toEqual(reused);
    const noPhoto = await reportItem('Bunch of keys', key);
    expect(noPhoto.statusCode).toBe(422);
    expect(await itemsTitled('Bunch of keys')).toBe(1);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses a photo added to a report first sent without one', async () => {
    const key = randomUUID();
    expect((await reportItem('Water bottle', key)).statusCode).toBe(201);
    const files = await storedFiles(t);
    const added = await reportItem('Water bottle', key, await photo(40));
    expect(added.statusCode).toBe(422);
    expect(added.json()).toEqual(reused);
    expect(await itemsTitled('Water bottle')).toBe(1);
    expect(await storedFiles(t)).toEqual(files);
  });

  it("refuses a walk-in with another visitor's photo", async () => {
    const [id, key] = [randomUUID(), randomUUID()];
    expect((await recordWalkIn(id, key, await png(40, 30))).statusCode).toBe(201);
    const other = await recordWalkIn(id, key, await png(30, 40));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(reused);
  });
});

describe('the very same form again', () => {
  it('replays the first answer, however often the outbox resends it', async () => {
    const [id, key] = [randomUUID(), randomUUID()];
    const bytes = await png(40, 30);
    const first = await recordWalkIn(id, key, bytes);
    expect(first.statusCode, first.body).toBe(201);
    const files = await storedFiles(t);
    for (let i = 0; i < 2; i++) {
      const again = await recordWalkIn(id, key, Buffer.from(bytes));
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json<WalkIn>().id).toBe(first.json<WalkIn>().id);
    }
    expect(await storedFiles(t)).toEqual(files);
  });
});

/**
 * Issue 19: two instances behind nginx on one PostgreSQL and one S3 server behave as one estate.
 * Each rule is shown where it matters — through nginx, or by sending to one instance and then
 * to "the other one" directly. The instance is killed last, as a machine dies: SIGKILL.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { messages } from '../../contract/messages';
import { startCluster, type Cluster } from './cluster';
import { fromAddress } from './from-address';
import { addResidents, call, type Resident } from './residents';
import { flowUntilKilled } from './writes-under-kill';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('The cluster suite runs on PostgreSQL: set DATABASE_URL');

const OTP_PER_IP = 4;
let cluster: Cluster;
let a: string;
let b: string;

beforeAll(async () => {
  cluster = await startCluster(adminUrl, 2, {
    OTP_MAX_PER_IP_PER_HOUR: String(OTP_PER_IP),
    GOLF_CART_MAX_WAITING: '10000',
  });
  [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
}, 120_000);
afterAll(() => cluster?.stop());

/** A ride for today's last minute: the rule is "later today", and this is later until 23:59. */
const ride = (resident: Resident) => ({
  pickup_location: 'Tower Z lobby',
  dropoff_location: 'Clubhouse',
  duration: 15,
  time: '23:59',
  user_id: resident.phone,
  apartment_number: resident.apartment,
  phone_number: resident.phone,
});

describe('two instances behind nginx', () => {
  it('verifies on one instance an OTP asked through the other', async () => {
    const asked = { phone_number: '9000000002', apartment_number: 'A101' };
    expect((await call(a, 'auth/generate-otp', { body: asked })).status).toBe(200);
    const [, code] = await cluster.instances[0]!.waitFor(/OTP for 9000000002: (\d{6})/);
    const verified = await call(b, 'auth/verify-otp', { body: { ...asked, otp: code } });
    expect(verified.status).toBe(200);
    const me = await call(a, 'auth/me', { token: String(verified.body.token) });
    expect(me.body).toMatchObject({ id: '9000000002', apartmentNumber: 'A101' });
  });

  it('serves from one instance a photo uploaded through the other', async () => {
    const [rwa] = await addResidents(cluster.db, cluster.secret, 1, 7_100_000_000);
    await cluster.db
      .updateTable('users')
      .set({ role: 'rwa' })
      .where('phone_number', '=', rwa!.phone)
      .execute();
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#e76f51' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('title', 'Holi on the lawn');
    form.set('category', 'events');
    form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'holi.jpg');
    const uploaded = await fetch(`${a}/api/gallery/gallery/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rwa!.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { url: string; thumbnail_url: string };
    for (const path of [image.url, image.thumbnail_url]) {
      const fromA = await fetch(`${a}/api/${path}`);
      const fromB = await fetch(`${b}/api/${path}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(
        Buffer.from(await fromA.arrayBuffer()),
      );
    }
  });

  it('gives one court slot to one of 50 residents racing on both instances; 49 get 409', async () => {
    const racers = await addResidents(cluster.db, cluster.secret, 50, 7_200_000_000);
    const tomorrow = addDays(inIndia(new Date()).date, 1);
    const answers = await Promise.all(
      racers.map((racer, i) =>
        call(i % 2 === 0 ? a : b, 'booking/book', {
          token: racer.token,
          body: {
            user_id: racer.phone,
            sport_type: 'Tennis',
            booking_date: tomorrow,
            time_slot: '19:00',
            duration: 60,
          },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.body.detail),
    ).toEqual(Array(49).fill(messages.bookingSlotTaken));
    const rows = await cluster.db
      .selectFrom('bookings')
      .select('id')
      .where('sport_type', '=', 'Tennis')
      .where('booking_date', '=', tomorrow)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers a queued golf-cart request replayed to the other instance from its idempotency record', async () => {
    const [resident] = await addResidents(cluster.db, cluster.secret, 1, 7_300_000_000);
    const key = randomUUID();
    const send = (base: string) =>
      call(base, 'golf-cart/golf-cart/request', {
        token: resident!.token,
        body: ride(resident!),
        headers: { 'idempotency-key': key },
      });
    const first = await send(a);
    expect(first.status).toBe(201);
    const replayed = await send(b);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(first.body);
    const rows = await cluster.db
      .selectFrom('golf_cart_requests')
      .select('id')
      .where('user_phone', '=', resident!.phone)
      .execute();
    expect(rows.map((row) => String(row.id))).toEqual([first.body.request_id]);
  });

  it("counts the per-IP OTP cap on the client's address from nginx, not on a forged header", async () => {
    const ask = (from: string, i: number, forged: string) =>
      fromAddress(from, `${cluster.url}/api/auth/generate-otp`, {
        body: { phone_number: String(7_400_000_000 + i), apartment_number: 'Q1' },
        headers: { 'x-forwarded-for': forged },
      });
    // Unknown phones (404) count too; every request claims to come from elsewhere.
    for (let i = 0; i < OTP_PER_IP; i++) {
      expect((await ask('127.0.0.2', i, `203.0.113.${i}`)).status).toBe(404);
    }
    const refused = await ask('127.0.0.2', OTP_PER_IP, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(messages.otpTooManyRequests);
    // Another resident behind the same nginx still gets through.
    expect((await ask('127.0.0.3', OTP_PER_IP + 1, '127.0.0.2')).status).toBe(404);
    const seen = await cluster.db
      .selectFrom('otp_requests')
      .select('ip')
      .where('phone_number', 'like', '74%')
      .execute();
    expect(new Set(seen.map((row) => row.ip))).toEqual(new Set(['127.0.0.2', '127.0.0.3']));
  });

  it('passes the request id through nginx, and names a request that came without one', async () => {
    const traced = await call(cluster.url, 'livez', { headers: { 'x-request-id': 'desk-7f3a' } });
    expect(traced.headers.get('x-request-id')).toBe('desk-7f3a');
    const untraced = await call(cluster.url, 'livez');
    expect(untraced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('loses no acknowledged write when one instance is killed mid-run, and keeps serving', async () => {
    const residents = await addResidents(cluster.db, cluster.secret, 8, 7_500_000_000);
    const run = await flowUntilKilled(cluster.url, residents, ride, cluster.instances[0]!);
    const stored = await cluster.db
      .selectFrom('golf_cart_requests')
      .select('id')
      .where('user_phone', 'like', '75%')
      .execute();
    // Every acknowledged ride is there, once: retries of a lost answer replayed, not repeated.
    expect(stored.map((row) => String(row.id)).sort()).toEqual([...run.acknowledged].sort());
    // Only a ride in flight inside the dead instance can be left claimed: one per resident.
    expect(run.stillClaimed).toBeLessThanOrEqual(residents.length);
    expect(run.readFailures).toBe(0);
    expect(run.afterKill).toBeGreaterThan(20);
  }, 60_000);
});

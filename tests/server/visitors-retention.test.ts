/**
 * The gate forgets (issue 17): walk-in photos after VISITOR_PHOTO_RETENTION days (30), visits,
 * walk-ins and ended passes after VISITOR_LOG_RETENTION days (90), by a job that runs once
 * across instances — two servers on one database trying it at the same moment act once.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalkIn } from '../../contract/gate/desk';
import { buildApp } from '../../server/app';
import { runVisitorRetention } from '../../server/domains/gate/visitor-retention';
import { multipart, png, postForm } from './content-support';
import {
  buildGate,
  call,
  checkIn,
  countRows,
  createPass,
  guestFields,
  helpFields,
  phones,
} from './gate-support';
import type { GateApp } from './gate-support';
import { testConfig, tokenFor } from './helper';
import { documentConformance } from './document-conformance';

const DAY_MS = 86_400_000;

let t: GateApp;
/** A second server on the same database and files, as behind a load balancer. */
let other: FastifyInstance;
let walkIn: WalkIn;
let help: string;

beforeAll(async () => {
  t = await buildGate();
  other = await buildApp({
    // Held to the API document, as build()'s apps are.
    onSend: documentConformance().onSend,
    config: testConfig({ dataDir: t.dataDir }),
    database: { db: t.db, kind: 'pglite', close: () => Promise.resolve() },
    now: t.clock.now,
  });
  await other.ready();
  const guest = await createPass(t, t.arjun, guestFields());
  help = (await createPass(t, t.arjun, helpFields())).id;
  await checkIn(t, { code: guest.code });
  const form = multipart(
    {
      walk_in: JSON.stringify({
        id: randomUUID(),
        name: 'Ramu',
        purpose: 'Plumber',
        apartment: 'A101',
        gate: 'Main gate',
      }),
    },
    [{ field: 'photo', name: 'ramu.png', bytes: await png(20, 20), type: 'image/png' }],
  );
  walkIn = (await postForm(t, '/api/gate/walk-ins', form, t.guard)).json<WalkIn>();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** The job as each server's timer runs it, at the test clock's time. */
const run = (app: FastifyInstance) =>
  runVisitorRetention(app.db, app.files, {
    now: t.clock.now(),
    logDays: 90,
    photoDays: 30,
    minGapSeconds: 3_240,
  });
const storedFiles = async () => readdir(join(t.dataDir, 'files')).catch(() => []);

describe('the retention job', () => {
  it('keeps everything younger than its limits', async () => {
    t.clock.advance(29 * DAY_MS);
    expect(await run(t.app)).toEqual({ ran: true, visits: 0, walkIns: 0, passes: 0, photos: 0 });
    expect(await storedFiles()).not.toEqual([]);
  });

  it('removes walk-in photos after 30 days, files and all, keeping the walk-in', async () => {
    t.clock.advance(2 * DAY_MS);
    expect(await run(t.app)).toMatchObject({ ran: true, photos: 1, walkIns: 0 });
    expect(await storedFiles()).toEqual([]);
    const guard = await tokenFor(t, phones.guard);
    const read = await call(t, 'GET', `gate/walk-ins/${walkIn.id}`, guard);
    expect(read.json()).toMatchObject({ id: walkIn.id, photo_url: null });
    const [row] = await t.db
      .selectFrom('walk_ins')
      .select(['photo_name', 'thumbnail_name'])
      .execute();
    expect(row).toEqual({ photo_name: null, thumbnail_name: null });
  });

  it('runs once across two servers trying it at the same moment', async () => {
    t.clock.advance(60 * DAY_MS);
    const outcomes = await Promise.all([run(t.app), run(other)]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.ran)).toEqual({
      ran: true,
      visits: 1,
      walkIns: 1,
      passes: 1,
      photos: 0,
    });
    // And not again within the hour, on either.
    expect((await run(other)).ran).toBe(false);
  });

  it('leaves a daily help pass whose period ended less than 90 days ago', async () => {
    expect(await countRows(t, 'visits')).toBe(0);
    expect(await countRows(t, 'walk_ins')).toBe(0);
    const passes = await t.db.selectFrom('passes').select('id').execute();
    expect(passes.map((pass) => String(pass.id))).toEqual([help]);
  });
});

/**
 * The helpdesk's deadline watch (issue 18), with the clock moved by hand: a ticket is overdue
 * when its running time reaches its deadline (an urgent one's is half), the office is told once,
 * and told again at twice the deadline; a ticket waiting on the household does not escalate.
 * Two instances running the job at the same moment act once per ticket.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slaMinutes } from '../../contract/helpdesk/sla';
import { loadConfig } from '../../server/platform/config/config';
import { runHelpdeskOverdue } from '../../server/domains/helpdesk/overdue';
import { addUser, build } from './helper';
import type { TestApp } from './helper';
import { HOUR, MINUTE, insertTicket } from './helpdesk-ticket-rows';

let t: TestApp;
const OFFICE = ['9000000001', '9000000011'];

beforeAll(async () => {
  t = await build();
  // A second RWA admin: every admin hears of every overdue ticket.
  await addUser(t, { phone: OFFICE[1] ?? '', apartment: 'RWA', role: 'rwa' });
});
afterAll(() => t.close());

const run = () => runHelpdeskOverdue(t.db, { now: t.clock.now() });

const level = async (id: string) => {
  const row = await t.db
    .selectFrom('helpdesk_tickets')
    .select('escalation_level')
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  return row.escalation_level;
};

/** The notices about one ticket, as each person's inbox holds them. */
const noticesOf = (id: string) =>
  t.db
    .selectFrom('notifications')
    .select(['user_phone', 'kind', 'category', 'title', 'url'])
    .where('url', '=', `/admin/helpdesk/${id}`)
    .orderBy('id')
    .execute();

describe('the overdue job', () => {
  let normal: string;
  let urgent: string;
  let paused: string;
  beforeAll(async () => {
    const reported = t.clock.now();
    const plumbing = { apartment: 'A101', category: 'Plumbing', created_at: reported };
    normal = await insertTicket(t.db, {
      ...plumbing,
      title: 'Kitchen tap leaking',
      sla_minutes: slaMinutes(24, 'normal'),
    });
    urgent = await insertTicket(t.db, {
      ...plumbing,
      title: 'Pipe burst',
      priority: 'urgent',
      sla_minutes: slaMinutes(24, 'urgent'),
    });
    // Ran 20 h of its 24, then the office asked the household something: paused.
    paused = await insertTicket(t.db, {
      ...plumbing,
      title: 'Low pressure',
      sla_minutes: slaMinutes(24, 'normal'),
      elapsed_seconds: 20 * 3600,
      status: 'Waiting for resident',
    });
  });

  it('does nothing before a deadline', async () => {
    t.clock.advance(12 * HOUR - MINUTE);
    expect(await run()).toEqual({ overdue: 0, escalated: 0 });
    expect(await noticesOf(urgent)).toEqual([]);
  });

  it('marks an urgent ticket overdue at half the category’s hours, telling every RWA admin once', async () => {
    t.clock.advance(MINUTE);
    expect(await run()).toEqual({ overdue: 1, escalated: 0 });
    expect(await level(urgent)).toBe(1);
    expect(await level(normal)).toBe(0);
    const notices = await noticesOf(urgent);
    expect(notices.map((notice) => notice.user_phone).sort()).toEqual(OFFICE);
    expect(notices[0]).toMatchObject({
      kind: 'helpdesk_overdue',
      category: 'office',
      title: 'Overdue: Pipe burst (A101, Plumbing)',
    });
    // Run again at the same time, or a minute later: nothing new.
    expect(await run()).toEqual({ overdue: 0, escalated: 0 });
    t.clock.advance(MINUTE);
    expect(await run()).toEqual({ overdue: 0, escalated: 0 });
    expect(await noticesOf(urgent)).toHaveLength(2);
  });

  it('marks a normal ticket at its full deadline, and escalates the urgent one at twice its own', async () => {
    t.clock.advance(12 * HOUR - 2 * MINUTE);
    expect(await run()).toEqual({ overdue: 0, escalated: 0 });
    t.clock.advance(MINUTE);
    expect(await run()).toEqual({ overdue: 1, escalated: 1 });
    expect(await level(normal)).toBe(1);
    expect(await level(urgent)).toBe(2);
    const urgentNotices = await noticesOf(urgent);
    expect(urgentNotices.map((notice) => notice.kind)).toEqual([
      'helpdesk_overdue',
      'helpdesk_overdue',
      'helpdesk_escalated',
      'helpdesk_escalated',
    ]);
    expect(urgentNotices[2]?.title).toBe(
      'Still open at twice its deadline: Pipe burst (A101, Plumbing)',
    );
    expect((await noticesOf(normal)).map((notice) => notice.title)).toEqual([
      'Overdue: Kitchen tap leaking (A101, Plumbing)',
      'Overdue: Kitchen tap leaking (A101, Plumbing)',
    ]);
  });

  it('escalates the normal ticket at twice its deadline, and never a ticket past level 2', async () => {
    t.clock.advance(24 * HOUR);
    expect(await run()).toEqual({ overdue: 0, escalated: 1 });
    expect(await level(normal)).toBe(2);
    t.clock.advance(72 * HOUR);
    expect(await run()).toEqual({ overdue: 0, escalated: 0 });
    expect(await noticesOf(normal)).toHaveLength(4);
    expect(await noticesOf(urgent)).toHaveLength(4);
  });

  it('leaves a ticket waiting on the household alone, however long it waits', async () => {
    expect(await level(paused)).toBe(0);
    expect(await noticesOf(paused)).toEqual([]);
  });

  it('counts only running time: a ticket running again is overdue when its remaining 4 h have run', async () => {
    // The household answered (the write side restarts the clock and sets where it falls due).
    const now = t.clock.now();
    await t.db
      .updateTable('helpdesk_tickets')
      .set({
        status: 'In progress',
        clock_started_at: now,
        due_at: new Date(now.getTime() + 4 * HOUR),
      })
      .where('id', '=', Number(paused))
      .execute();
    t.clock.advance(4 * HOUR - MINUTE);
    expect(await run()).toEqual({ overdue: 0, escalated: 0 });
    t.clock.advance(MINUTE);
    expect(await run()).toEqual({ overdue: 1, escalated: 0 });
    expect((await noticesOf(paused)).map((notice) => notice.kind)).toEqual([
      'helpdesk_overdue',
      'helpdesk_overdue',
    ]);
  });

  it('takes a ticket found past twice its deadline (the job was down) straight to level 2, telling once', async () => {
    const late = await insertTicket(t.db, {
      apartment: 'B202',
      category: 'Lift',
      title: 'Lift stuck',
      created_at: new Date(t.clock.now().getTime() - 9 * HOUR),
      sla_minutes: slaMinutes(4, 'normal'),
    });
    expect(await run()).toEqual({ overdue: 0, escalated: 1 });
    expect(await level(late)).toBe(2);
    expect((await noticesOf(late)).map((notice) => notice.kind)).toEqual([
      'helpdesk_escalated',
      'helpdesk_escalated',
    ]);
  });

  it('acts once per ticket when two instances run it at the same moment', async () => {
    const reported = new Date(t.clock.now().getTime() - 3 * HOUR);
    const ids = [];
    for (let n = 0; n < 30; n += 1) {
      ids.push(
        await insertTicket(t.db, {
          apartment: 'C303',
          category: 'Security',
          title: `Gate light ${n}`,
          created_at: reported,
          sla_minutes: slaMinutes(2, 'normal'),
        }),
      );
    }
    // Servers' timers firing together, each on its own connection where the engine has several
    // (with DATABASE_URL, PostgreSQL: without the claim's row locks this double-notifies);
    // PGlite's one session takes them in turn.
    const outcomes = await Promise.all([run(), run(), run()]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.overdue, 0)).toBe(30);
    for (const id of ids) expect(await noticesOf(id)).toHaveLength(OFFICE.length);
  });
});

describe('its schedule', () => {
  it('runs every minute unless HELPDESK_OVERDUE_INTERVAL says otherwise (0: never)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-overdue-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).helpdeskOverdueIntervalSeconds).toBe(60);
      const env = { DATA_DIR: dataDir, HELPDESK_OVERDUE_INTERVAL: '5m' };
      expect(loadConfig(env).helpdeskOverdueIntervalSeconds).toBe(300);
      expect(
        loadConfig({ ...env, HELPDESK_OVERDUE_INTERVAL: '0' }).helpdeskOverdueIntervalSeconds,
      ).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

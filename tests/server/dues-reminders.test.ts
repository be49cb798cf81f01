/**
 * Reminders of dues (issue 33): the RWA reminds a selection of flats and is told which were
 * skipped and why; the job tells a flat 3 days before an invoice falls due and once it is
 * overdue, as each resident's preferences allow, in the day only; never more than one reminder a
 * flat in a week, whoever sends it; and two instances running the job send once. Every flat owes January 2030
 * (due 10 January) and March (due 6 March); the clock starts on 4 March 2030.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { inIndia } from '../../contract/platform/india-time';
import { runDuesReminders } from '../../server/domains/dues/reminders';
import { loadConfig } from '../../server/platform/config/config';
import { bearer } from './helper';
import { advanceDays, buildDues, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

let t: DuesApp;
let s: DuesCalls;

interface Sent {
  sent: { apartment: string; reached: number }[];
  skipped: { apartment: string; reason: string }[];
}

const remind = async (apartments: string[]) =>
  expectOk(await s.call('POST', 'reminders', t.rwa, { apartments })).json<Sent>();
const reminders = (phone: string) =>
  t.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'url', 'category'])
    .where('user_phone', '=', phone)
    .where('kind', 'in', ['dues_overdue', 'dues_due_soon'])
    .orderBy('id')
    .execute();
const run = () => runDuesReminders(t.db, { now: t.clock.now(), minGapSeconds: 0 });

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  await s.settings();
  await s.addHead({ name: 'Maintenance', rate_paise: 50_000, active_from: '2030-01' });
  await s.published('2030-01');
  await s.published('2030-03', '2030-03-06');
  await s.paidAtDesk('B202', 100_000);
});
afterAll(() => t.close());

describe('the RWA’s reminders', () => {
  it('reminds each flat chosen that owes, and says why the others were skipped', async () => {
    const done = await remind(['C303', 'B202', 'Z999']);
    expect(done.sent).toEqual([{ apartment: 'C303', reached: 1 }]);
    expect(done.skipped).toEqual([
      { apartment: 'B202', reason: messages.reminderNothingOwed },
      { apartment: 'Z999', reason: messages.flatUnknown('Z999') },
    ]);
    expect(await reminders('9000000004')).toEqual([
      {
        kind: 'dues_overdue',
        title: 'Maintenance overdue: ₹500.00',
        body:
          'C303: ₹500.00 has been due since Thu 10 Jan (53 days); ₹500.00 more falls due on ' +
          'Wed 6 Mar. Pay by UPI from /dues, or at the office.',
        url: '/dues',
        category: 'dues',
      },
    ]);
  });

  it('sends a flat no second reminder within a week', async () => {
    const again = await remind(['C303']);
    expect(again).toEqual({
      sent: [],
      skipped: [{ apartment: 'C303', reason: messages.reminderRecent('Mon 4 Mar') }],
    });
    expect(await reminders('9000000004')).toHaveLength(1);
  });

  it('asks for at least one flat', async () => {
    const response = await s.call('POST', 'reminders', t.rwa, { apartments: [] });
    expect(response.statusCode).toBe(400);
  });
});

describe('the reminders’ job', () => {
  beforeEach(() => t.db.deleteFrom('notifications').execute());

  it('tells a flat 3 days before its invoice falls due, unless its preferences say not', async () => {
    const off = { dues: { inbox: false, push: false } };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(t.arjun),
      payload: off,
    });
    expectOk(put);
    const outcome = await run();
    // A101 owes January too: overdue, and March falls due on the 6th. C303 was reminded today.
    expect(outcome).toEqual({ ran: true, sent: 1, waiting: 1 });
    expect(await reminders('9000000002')).toEqual([]);
    const kinds = await t.db
      .selectFrom('dues_reminders')
      .select(['apartment', 'kind'])
      .where('sent_by', 'is', null)
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { apartment: 'A101', kind: 'overdue' },
      { apartment: 'A101', kind: 'before_due' },
    ]);
  });

  it('reminds each invoice once of each kind, a week apart at the least', async () => {
    expect(await run()).toEqual({ ran: true, sent: 0, waiting: 1 });
    await advanceDays(t, 3);
    // 7 March: March is overdue for A101, but A101 was reminded 3 days ago; C303 neither.
    expect(await run()).toEqual({ ran: true, sent: 0, waiting: 2 });
    await advanceDays(t, 5);
    expect(await run()).toEqual({ ran: true, sent: 2, waiting: 0 });
    expect((await reminders('9000000004')).map((notice) => notice.title)).toEqual([
      'Maintenance overdue: ₹1,000.00',
    ]);
    expect(await run()).toEqual({ ran: true, sent: 0, waiting: 0 });
  });

  it('waits while the flat’s "I have paid" for the invoice is being checked', async () => {
    await s.published('2030-04', '2030-04-01');
    await advanceDays(t, 22);
    const april = await s.invoiceOf('C303', '2030-04');
    await s.noticed(t.rahul, { invoice_id: april.id, amount_paise: 50_000 });
    // A101 and B202 are told April is overdue; C303's April waits for the office's check.
    expect(await run()).toEqual({ ran: true, sent: 2, waiting: 0 });
    const sent = await t.db
      .selectFrom('dues_reminders')
      .innerJoin('invoices', 'invoices.id', 'dues_reminders.invoice_id')
      .select('dues_reminders.apartment')
      .where('invoices.period', '=', '2030-04')
      .orderBy('dues_reminders.apartment')
      .execute();
    expect(sent.map((row) => row.apartment)).toEqual(['A101', 'B202']);
  });

  it('runs once across instances that try it together', async () => {
    await advanceDays(t, 8);
    const gap = { minGapSeconds: 3_000 };
    const outcomes = await Promise.all([
      runDuesReminders(t.db, { now: t.clock.now(), ...gap }),
      runDuesReminders(t.db, { now: t.clock.now(), ...gap }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    const later = new Date(t.clock.now().getTime() + 60_000);
    expect((await runDuesReminders(t.db, { now: later, ...gap })).ran).toBe(false);
  });

  it('sends nothing at night', async () => {
    const night = new Date(`${inIndia(t.clock.now()).date}T22:30:00+05:30`);
    expect(await runDuesReminders(t.db, { now: night, minGapSeconds: 0 })).toEqual({
      ran: false,
      sent: 0,
      waiting: 0,
    });
  });

  it('runs every hour unless DUES_REMINDER_INTERVAL says otherwise (0: never)', () => {
    const env = { DATA_DIR: '/nonexistent/gatehouse-data', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).duesReminderIntervalSeconds).toBe(3_600);
    expect(loadConfig({ ...env, DUES_REMINDER_INTERVAL: '0' }).duesReminderIntervalSeconds).toBe(0);
  });
});

/**
 * Standing approvals (issue 34): a flat pre-approves a kind of visitor for a window; the desk
 * carries them offline and lets a matching arrival in, which is recorded against the flat and
 * told to it. An entry outside the window, or under one stopped meanwhile, is recorded with a
 * flag for the RWA (the guard has let them in); one the approval never named is refused. Only
 * the flat lists and stops its own.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskSnapshot } from '../../contract/gate/desk';
import type {
  StandingApproval,
  StandingEntryFields,
  StandingFields,
} from '../../contract/gate/standing';
import type { Visit } from '../../contract/gate/visitors';
import { messages } from '../../contract/messages';
import { TODAY, buildGate, call, countRows, inbox, india, phones } from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
});
afterAll(() => t.close());

const detail = (response: { json: () => unknown }) =>
  (response.json() as { detail: string }).detail;

/** Any Swiggy, Zomato, Blinkit or Amazon delivery, 09:00–22:00 every day until stopped. */
const deliveries = (fields: Partial<StandingFields> = {}): StandingFields => ({
  kind: 'delivery',
  companies: ['swiggy', 'zomato', 'blinkit', 'amazon'],
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  start_time: '09:00',
  end_time: '22:00',
  starts_on: TODAY,
  ...fields,
});

/** An Uber or Ola cab, today only, plate ending 4821. */
const cabToday = (fields: Partial<StandingFields> = {}): StandingFields => ({
  kind: 'cab',
  companies: ['uber', 'ola'],
  days: ['mon'],
  start_time: '00:00',
  end_time: '23:59',
  starts_on: TODAY,
  ends_on: TODAY,
  plate_suffix: '4821',
  ...fields,
});

async function approve(token: string, fields: StandingFields): Promise<StandingApproval> {
  const response = await call(t, 'POST', 'visitors/standing-approvals', token, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StandingApproval>();
}

function enter(fields: Partial<StandingEntryFields>, key = randomUUID()) {
  return call(
    t,
    'POST',
    'gate/standing-entries',
    t.guard,
    { visit_id: randomUUID(), gate: 'Main gate', company: 'swiggy', ...fields },
    { 'idempotency-key': key },
  );
}

/** The desk's snapshot; the server always sends the standing approvals. */
const desk = async () => {
  const snapshot = (await call(t, 'GET', 'gate/desk', t.guard)).json<DeskSnapshot>();
  return { ...snapshot, standing: snapshot.standing ?? [] };
};

describe('making a standing approval', () => {
  it('saves it for the flat and lists it to the flat only', async () => {
    const approval = await approve(t.arjun, deliveries());
    expect(approval).toMatchObject({
      apartment: 'A101',
      kind: 'delivery',
      companies: ['swiggy', 'zomato', 'blinkit', 'amazon'],
      start_time: '09:00',
      end_time: '22:00',
      starts_on: TODAY,
      ends_on: null,
      plate_suffix: '',
      stopped_at: null,
    });
    const arjuns = await call(t, 'GET', 'visitors/standing-approvals', t.arjun);
    expect(arjuns.json<StandingApproval[]>().map((a) => a.id)).toContain(approval.id);
    const priyas = await call(t, 'GET', 'visitors/standing-approvals', t.priya);
    expect(priyas.json<StandingApproval[]>().map((a) => a.id)).not.toContain(approval.id);
  });

  it('keeps a plate ending as letters and digits only', async () => {
    const approval = await approve(t.arjun, cabToday({ plate_suffix: ' 48-21 ' }));
    expect(approval.plate_suffix).toBe('4821');
    expect(approval.ends_on).toBe(TODAY);
  });

  it.each([
    [
      'a company of another kind',
      deliveries({ companies: ['uber'] }),
      `companies: ${messages.standingCompanyKind}`,
    ],
    [
      'no company',
      deliveries({ companies: [] }),
      `companies: ${messages.standingCompaniesRequired}`,
    ],
    ['no day', deliveries({ days: [] }), `days: ${messages.helpDaysRequired}`],
    [
      'hours that end first',
      deliveries({ start_time: '22:00', end_time: '09:00' }),
      `end_time: ${messages.helpHoursOrder}`,
    ],
    [
      'a last day before the first',
      deliveries({ ends_on: '2030-03-01' }),
      `ends_on: ${messages.standingEndsFirst}`,
    ],
  ])('refuses %s with 400 and saves nothing', async (_case, fields, sentence) => {
    const response = await call(t, 'POST', 'visitors/standing-approvals', t.rahul, fields);
    expect(response.statusCode).toBe(400);
    expect(detail(response)).toBe(sentence);
    const list = await call(t, 'GET', 'visitors/standing-approvals', t.rahul);
    expect(list.json()).toEqual([]);
  });

  it.each([
    [
      'a window already over',
      deliveries({ starts_on: '2030-03-01', ends_on: '2030-03-03' }),
      messages.standingEnded,
    ],
    [
      'a start more than 30 days ahead',
      deliveries({ starts_on: '2030-04-04' }),
      messages.standingTooFarAhead,
    ],
  ])('refuses %s with 422', async (_case, fields, sentence) => {
    const response = await call(t, 'POST', 'visitors/standing-approvals', t.rahul, fields);
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toBe(sentence);
  });

  it('keeps at most 20 live approvals a flat', async () => {
    for (let i = 0; i < 20; i += 1) await approve(t.rahul, deliveries({ companies: ['zepto'] }));
    const response = await call(t, 'POST', 'visitors/standing-approvals', t.rahul, deliveries());
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe(messages.standingTooMany);
  });
});

describe('the desk', () => {
  it('carries live approvals with nothing of who made them', async () => {
    const approval = await approve(t.priya, deliveries({ companies: ['any'] }));
    const carried = (await desk()).standing.find((a) => a.id === approval.id);
    expect(carried).toEqual({
      id: approval.id,
      apartment: 'B202',
      kind: 'delivery',
      companies: ['any'],
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      start_time: '09:00',
      end_time: '22:00',
      starts_on: TODAY,
      ends_on: null,
      plate_suffix: '',
    });
  });

  it('leaves out approvals starting after the night shift', async () => {
    const later = await approve(t.priya, deliveries({ starts_on: '2030-03-20' }));
    expect((await desk()).standing.map((a) => a.id)).not.toContain(later.id);
  });
});

describe('an arrival under a standing approval', () => {
  let swiggy: StandingApproval;
  beforeAll(async () => {
    swiggy = await approve(t.arjun, deliveries());
  });

  it('inside its window: lets in against the flat and tells the flat, not others', async () => {
    const response = await enter({ approval_id: swiggy.id, at: india(TODAY, '10:58') });
    expect(response.statusCode, response.body).toBe(200);
    const { message, visit } = response.json<{ message: string; visit: Visit }>();
    expect(message).toBe(messages.letIn);
    expect(visit).toMatchObject({
      source: 'standing',
      pass_id: null,
      kind: 'delivery',
      name: 'Swiggy delivery',
      apartment: 'A101',
      gate: 'Main gate',
      checked_in_at: india(TODAY, '10:58'),
      flags: [],
    });
    const [notice] = await inbox(t, phones.arjun);
    expect(notice).toMatchObject({
      kind: 'visitor_arrived',
      category: 'visitors',
      title: 'Swiggy delivery let in at 10:58 AM',
    });
    expect(notice?.body).toContain('standing approval (09:00–22:00)');
    const others = await inbox(t, phones.priya);
    expect(others.some((n) => n.title.startsWith('Swiggy delivery'))).toBe(false);
    expect((await desk()).inside.map((v) => v.id)).toContain(visit.id);
  });

  it('is recorded once however often the desk sends it', async () => {
    const visitId = randomUUID();
    const first = await enter({ approval_id: swiggy.id, visit_id: visitId, company: 'zomato' });
    const again = await enter({ approval_id: swiggy.id, visit_id: visitId, company: 'zomato' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ visit: Visit }>().visit).toEqual(first.json<{ visit: Visit }>().visit);
    const rows = await t.db.selectFrom('visits').select('id').where('id', '=', visitId).execute();
    expect(rows).toHaveLength(1);
    const told = (await inbox(t, phones.arjun)).filter((n) => n.title.startsWith('Zomato'));
    expect(told).toHaveLength(1);
  });

  it('outside its window: recorded, flagged for the RWA', async () => {
    const early = await enter({ approval_id: swiggy.id, at: india(TODAY, '07:30') });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json<{ visit: Visit }>().visit.flags).toEqual(['outside_window']);
    const [notice] = await inbox(t, phones.rwa);
    expect(notice).toMatchObject({ kind: 'visit_flagged', title: 'Gate: Outside its window' });
  });

  it('on a day it does not cover: flagged too', async () => {
    const weekdays = await approve(
      t.arjun,
      deliveries({ days: ['tue', 'wed'], companies: ['dunzo'] }),
    );
    const monday = await enter({ approval_id: weekdays.id, company: 'dunzo' });
    expect(monday.json<{ visit: Visit }>().visit.flags).toEqual(['outside_window']);
  });

  it('refuses a company the approval never named, and records nothing', async () => {
    const before = await countRows(t, 'visits');
    const response = await enter({ approval_id: swiggy.id, company: 'zepto' });
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toBe(messages.standingCompanyKind);
    expect(await countRows(t, 'visits')).toBe(before);
  });

  it('lets a cab in by its plate ending, and refuses another plate', async () => {
    const cab = await approve(t.arjun, cabToday());
    const right = await enter({ approval_id: cab.id, company: 'uber', plate: 'HR 26 XY 4821' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<{ visit: Visit }>().visit).toMatchObject({ name: 'Uber cab', flags: [] });
    const wrong = await enter({ approval_id: cab.id, company: 'uber', plate: 'HR 26 XY 1111' });
    expect(wrong.statusCode).toBe(422);
  });

  it('answers 404 for an approval that does not exist', async () => {
    const response = await enter({ approval_id: '999999' });
    expect(response.statusCode).toBe(404);
    expect(detail(response)).toBe(messages.standingNotFound);
  });
});

describe('stopping a standing approval', () => {
  it("refuses another flat's with 403, and changes nothing", async () => {
    const approval = await approve(t.arjun, deliveries({ companies: ['flipkart'] }));
    const response = await call(t, 'DELETE', `visitors/standing-approvals/${approval.id}`, t.priya);
    expect(response.statusCode).toBe(403);
    expect(detail(response)).toBe(messages.forbidden);
    expect((await desk()).standing.map((a) => a.id)).toContain(approval.id);
  });

  it('the flat stops its own: gone from its list and the desk; later entries flagged', async () => {
    const approval = await approve(t.arjun, deliveries({ companies: ['bigbasket'] }));
    const stopped = await call(t, 'DELETE', `visitors/standing-approvals/${approval.id}`, t.arjun);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<StandingApproval>().stopped_at).toBe(t.clock.now().toISOString());
    const list = await call(t, 'GET', 'visitors/standing-approvals', t.arjun);
    expect(list.json<StandingApproval[]>().map((a) => a.id)).not.toContain(approval.id);
    expect((await desk()).standing.map((a) => a.id)).not.toContain(approval.id);

    t.clock.advance(60_000);
    // A desk that had not refreshed let them in all the same.
    const late = await enter({ approval_id: approval.id, company: 'bigbasket' });
    expect(late.statusCode).toBe(200);
    expect(late.json<{ visit: Visit }>().visit.flags).toEqual(['revoked']);

    const again = await call(t, 'DELETE', `visitors/standing-approvals/${approval.id}`, t.arjun);
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe(messages.standingAlreadyStopped);
  });

  it('answers 404 for one that does not exist', async () => {
    const response = await call(t, 'DELETE', 'visitors/standing-approvals/999999', t.arjun);
    expect(response.statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it.each([
    ['GET', 'visitors/standing-approvals', 'guard'],
    ['POST', 'visitors/standing-approvals', 'guard'],
    ['DELETE', 'visitors/standing-approvals/1', 'guard'],
    ['POST', 'gate/standing-entries', 'arjun'],
    ['POST', 'gate/standing-entries', 'rwa'],
  ] as const)('%s %s refuses a %s with 403', async (method, url, who) => {
    const response = await call(t, method, url, t[who], method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['GET', 'visitors/standing-approvals'],
    ['POST', 'visitors/standing-approvals'],
    ['DELETE', 'visitors/standing-approvals/1'],
    ['POST', 'gate/standing-entries'],
  ] as const)('%s %s refuses a stranger with 401', async (method, url) => {
    const response = await call(t, method, url, undefined, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(401);
  });
});

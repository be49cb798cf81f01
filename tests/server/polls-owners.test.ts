/**
 * Owners-only polls (issue 36): the register marks owners (the edit call, the bulk CSV's owner
 * column), and an owners poll has one vote per flat cast only by an owner of it — a flat with no
 * owner is not on the roll, a non-owner is refused with a sentence, two owners of one flat racing
 * count one ballot, and the proxy is an owner's to give. With no owner marked it is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberPoll } from '../../contract/polls/polls';
import type { BulkResult, Resident } from '../../contract/register/members';
import { messages } from '../../contract/messages';
import { call } from './gate-support';
import { buildPolls, pollCalls, type PollApp } from './polls-support';

let t: PollApp;
let calls: ReturnType<typeof pollCalls>;
beforeAll(async () => {
  t = await buildPolls();
  calls = pollCalls(t);
});
afterAll(() => t.close());

const detail = (response: { json<T>(): T }) => response.json<{ detail: string }>().detail;
const markOwner = (phones: string[], owner: boolean) =>
  t.db.updateTable('users').set({ is_owner: owner }).where('phone_number', 'in', phones).execute();
const eligible = async (pollId: string) =>
  (await call(t, 'GET', `polls/${pollId}/turnout`, t.rwa)).json<{ eligible: number }>().eligible;

describe('an owners-only poll', () => {
  it('is refused, with a sentence, while no one in the register is marked owner', async () => {
    const owners = await t.db
      .selectFrom('users')
      .select('phone_number')
      .where('is_owner', '=', true)
      .execute();
    // The demo marks A101's and C303's first residents.
    expect(owners.map((o) => o.phone_number).sort()).toEqual(['9000000002', '9000000004']);
    await markOwner(['9000000002', '9000000004'], false);
    try {
      const before = await t.db.selectFrom('polls').select('id').execute();
      const refused = await call(t, 'POST', 'polls', t.rwa, {
        question: 'Owners: repaint?',
        options: ['Yes', 'No'],
        electorate: 'owners',
        opens_at: calls.at(-1000),
        closes_at: calls.at(60_000),
      });
      expect(refused.statusCode).toBe(400);
      expect(detail(refused)).toBe(messages.ownersNotMarked);
      expect(await t.db.selectFrom('polls').select('id').execute()).toHaveLength(before.length);
    } finally {
      await markOwner(['9000000002', '9000000004'], true);
    }
  });

  it('has on its roll only the flats with an owner', async () => {
    const owners = await calls.newPoll({ electorate: 'owners' });
    const flats = await calls.newPoll();
    // A101 and C303 have owners; D404 has a resident but no owner.
    expect(await eligible(owners.id)).toBe(2);
    expect(await eligible(flats.id)).toBe(3);
  });

  it('refuses a non-owner with a sentence, on the ballot and on a vote, and counts what owners cast', async () => {
    const poll = await calls.newPoll({ electorate: 'owners' });
    const mine = (token: string) =>
      call(t, 'GET', `polls/${poll.id}`, token).then((r) => r.json<MemberPoll>().mine);
    expect(await mine(t.meera)).toMatchObject({
      eligible: false,
      ineligible_reason: messages.ownersOnlyVote,
    });
    expect(await mine(t.arjun)).toMatchObject({ eligible: true, ineligible_reason: null });

    const byTenant = await calls.vote(poll, t.meera, ['Beige']);
    expect(byTenant.statusCode).toBe(403);
    expect(detail(byTenant)).toBe(messages.ownersOnlyVote);
    const noOwner = await calls.vote(poll, t.d404, ['Beige']);
    expect(noOwner.statusCode).toBe(403);
    expect(detail(noOwner)).toBe(messages.voteNotEligible);
    const paper = (apartment: string) =>
      call(t, 'POST', `polls/${poll.id}/paper-votes`, t.rwa, {
        apartment,
        choices: [calls.optionId(poll, 'White')],
      });
    expect(detail(await paper('D404'))).toBe(messages.flatHasNoOwner);
    expect(await calls.ballotRows(poll)).toHaveLength(0);

    expect((await calls.vote(poll, t.arjun, ['Grey'])).statusCode).toBe(200);
    expect((await paper('C303')).statusCode).toBe(200);
    await calls.closeNow(poll);
    const count = await calls.results(poll);
    expect(count.ballots).toBe(2);
    expect(calls.votesFor(count, 'Grey')).toBe(1);
    expect(calls.votesFor(count, 'White')).toBe(1);
  });

  it('counts one ballot when two owners of one flat vote at once', async () => {
    await markOwner(['9100000201'], true);
    try {
      const poll = await calls.newPoll({ electorate: 'owners' });
      const answers = await Promise.all([
        calls.vote(poll, t.arjun, ['Beige']),
        calls.vote(poll, t.meera, ['White']),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await calls.ballotRows(poll)).toHaveLength(1);
      expect(await eligible(poll.id)).toBe(2);
    } finally {
      await markOwner(['9100000201'], false);
    }
  });

  it("takes a proxy only from the flat's owner, used by the holder's owner", async () => {
    const poll = await calls.newPoll({ electorate: 'owners', max_proxies: 1 });
    expect(poll.max_proxies).toBe(1);
    const give = (token: string, to: string) =>
      call(t, 'POST', `polls/${poll.id}/proxy`, token, { to_apartment: to });
    const byTenant = await give(t.meera, 'C303');
    expect(byTenant.statusCode).toBe(403);
    expect(detail(byTenant)).toBe(messages.proxyOwnersOnly);
    expect(detail(await give(t.rahul, 'D404'))).toBe(messages.proxyHolderUnknown);
    expect((await give(t.rahul, 'A101')).statusCode).toBe(200);

    const tenantUses = await calls.vote(poll, t.meera, ['Grey'], { for_apartment: 'C303' });
    expect(tenantUses.statusCode).toBe(403);
    expect(detail(tenantUses)).toBe(messages.ownersOnlyVote);
    const ownerUses = await calls.vote(poll, t.arjun, ['Grey'], { for_apartment: 'C303' });
    expect(ownerUses.statusCode).toBe(200);
    const turnout = await call(t, 'GET', `polls/${poll.id}/turnout`, t.rwa);
    expect(turnout.json<{ voted: unknown[] }>().voted).toEqual([{ voter: 'C303', via: 'proxy' }]);
  });
});

describe('the owner mark in the register', () => {
  const person = { phone: '9100000301', apartment: 'E505' };

  it('is set and cleared through the edit call, audited, and kept when left out', async () => {
    await t.db
      .insertInto('users')
      .values({
        phone_number: person.phone,
        apartment_number: person.apartment,
        name: 'Kiran Rao',
        email: 'kiran@example.com',
      })
      .execute();
    const details = {
      name: 'Kiran Rao',
      email: 'kiran@example.com',
      phone_number: person.phone,
      apartment_number: person.apartment,
    };
    const edit = (body: object) => call(t, 'PUT', `member/users/${person.phone}`, t.rwa, body);
    const owner = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('is_owner')
          .where('phone_number', '=', person.phone)
          .executeTakeFirstOrThrow()
      ).is_owner;

    const bad = await edit({ ...details, is_owner: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(detail(bad)).toContain(messages.userOwnerInvalid);
    expect(await owner()).toBe(false);

    const marked = await edit({ ...details, is_owner: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ user: Resident }>().user.is_owner).toBe(true);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'summary'])
      .where('action', '=', 'user.edit')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.summary).toBe('is_owner: false → true');

    expect((await edit({ ...details, name: 'Kiran S. Rao' })).statusCode).toBe(200);
    expect(await owner()).toBe(true);
    const listed = (await call(t, 'GET', 'member/users', t.rwa)).json<Resident[]>();
    expect(listed.find((r) => r.phone_number === person.phone)?.is_owner).toBe(true);

    expect((await edit({ ...details, is_owner: false })).statusCode).toBe(200);
    expect(await owner()).toBe(false);
  });

  it("reads the bulk CSV's optional owner column, a bad value being that row's error", async () => {
    const csv = [
      'phone_number,apartment_number,name,email,membership_startdate,member_status,is_active,owner',
      '9100000401,F601,Owner Yes,f601@example.com,,,,yes',
      '9100000402,F602,Owner One,f602@example.com,,,,1',
      '9100000403,F603,Not Owner,f603@example.com,,,,no',
      '9100000404,F604,Blank Owner,f604@example.com,,,,',
      '9100000405,F605,Maybe Owner,f605@example.com,,,,maybe',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/member/create-users-bulk',
      headers: { authorization: `Bearer ${t.rwa}`, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<BulkResult>();
    expect(result.created_users).toEqual(['9100000401', '9100000402', '9100000403', '9100000404']);
    expect(result.errors).toEqual([
      {
        phone_number: '9100000405',
        row: 6,
        name: 'Maybe Owner',
        error: messages.userOwnerInvalid,
      },
    ]);
    const rows = await t.db
      .selectFrom('users')
      .select(['phone_number', 'is_owner'])
      .where('phone_number', 'like', '91000004%')
      .orderBy('phone_number')
      .execute();
    expect(rows.map((r) => r.is_owner)).toEqual([true, true, false, false]);
  });
});

/**
 * The ledger never lies (issue 33, ADR 004): random sequences of the RWA's and residents' acts —
 * generate a period, "I have paid" (also for another flat's invoice), confirm, reject, a desk
 * payment, cancel, reverse a confirmed payment — through the API, and after every act each
 * flat's SUM(ledger) is what the acts that succeeded should have made: its invoices not
 * cancelled, less its confirmed payments not reversed.
 * And no invoice is settled beyond its charges, no payment spread beyond its amount, and money
 * and open invoices never sit side by side unallocated. Each run bills two flats of its own.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DuesFlat } from '../../contract/dues/billing';
import { addUser, tokenFor } from './helper';
import { buildDues, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

/** ₹500.00 + ₹3.33 + 18 % GST on it (59.94 paise, rounded half-up to 60). */
const CHARGES = 50_000 + 333 + 60;

type Act =
  | { kind: 'generate' }
  | { kind: 'notice'; flat: number; pick: number; amount: number; foreign: boolean }
  | { kind: 'confirm' | 'reject'; pick: number }
  | { kind: 'desk'; flat: number; amount: number }
  | { kind: 'cancel'; flat: number; pick: number }
  | { kind: 'reverse'; pick: number };

const flat = fc.integer({ min: 0, max: 1 });
const pick = fc.nat(20);
const amount = fc.integer({ min: 1, max: 120_000 });
const act: fc.Arbitrary<Act> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'generate' as const }), weight: 2 },
  fc.record({
    kind: fc.constant('notice' as const),
    flat,
    pick,
    amount,
    foreign: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('confirm' as const, 'reject' as const), pick }),
  fc.record({ kind: fc.constant('desk' as const), flat, amount }),
  fc.record({ kind: fc.constant('cancel' as const), flat, pick }),
  fc.record({ kind: fc.constant('reverse' as const), pick }),
);

let t: DuesApp;
let s: DuesCalls;
let run = 0;

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  await s.settings();
  await s.addHead({ name: 'Sinking fund', rate_paise: 50_000 });
  await s.addHead({ name: 'Water', rate_paise: 333, gst_bp: 1800 });
  // Only each run's own flats are billed: the demo's residents move out.
  await t.db
    .updateTable('users')
    .set({ removed_at: t.clock.now() })
    .where('role', '=', 'member')
    .execute();
});
afterAll(() => t.close());

interface Flat {
  apartment: string;
  phone: string;
  token: string;
  invoices: { id: string; cancelled: boolean }[];
  confirmed: number;
}

async function newFlats(): Promise<Flat[]> {
  run += 1;
  const flats: Flat[] = [];
  for (const side of ['X', 'Y']) {
    const who = {
      phone: `95${String(run).padStart(7, '0')}${side === 'X' ? 1 : 2}`,
      apartment: `P${run}${side}`,
    };
    await addUser(t, who);
    flats.push({ ...who, token: await tokenFor(t, who.phone), invoices: [], confirmed: 0 });
  }
  return flats;
}

const sumOf = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(t.db)).rows[0]?.n ?? 0;

/** What the book must say of `f` now. */
async function checkFlat(f: Flat): Promise<void> {
  const open = f.invoices.filter((invoice) => !invoice.cancelled).length * CHARGES;
  expect(await s.ledgerSum(f.apartment), `ledger of ${f.apartment}`).toBe(open - f.confirmed);
  const allocated = await sumOf(sql<{ n: number }>`
    SELECT coalesce(sum(a.amount_paise), 0)::bigint AS n FROM payment_allocations a
    JOIN invoices i ON i.id = a.invoice_id WHERE i.apartment = ${f.apartment}`);
  expect(allocated, `allocated for ${f.apartment}`).toBe(Math.min(open, f.confirmed));
  const { rows: overpaid } = await sql`
    SELECT i.id FROM invoices i JOIN payment_allocations a ON a.invoice_id = i.id
    WHERE i.apartment = ${f.apartment}
    GROUP BY i.id HAVING sum(a.amount_paise) > i.charges_paise
    UNION ALL
    SELECT p.id FROM payments p JOIN payment_allocations a ON a.payment_id = p.id
    WHERE p.apartment = ${f.apartment}
    GROUP BY p.id HAVING sum(a.amount_paise) > p.amount_paise`.execute(t.db);
  expect(overpaid, `settled beyond charges or amounts for ${f.apartment}`).toEqual([]);
}

interface Paid {
  id: string;
  flat: Flat;
  amount: number;
}

async function perform(
  a: Act,
  flats: Flat[],
  money: { pending: Paid[]; confirmed: Paid[] },
  period: { n: number },
) {
  const { pending, confirmed } = money;
  const flatOf = (index: number) => flats[index] as Flat;
  switch (a.kind) {
    case 'generate': {
      period.n += 1;
      const month = `${2030 + Math.floor((period.n - 1) / 12)}-${String(((period.n - 1) % 12) + 1).padStart(2, '0')}`;
      expect((await s.published(month)).invoices).toBe(2);
      for (const f of flats)
        f.invoices.push({ id: (await s.invoiceOf(f.apartment, month)).id, cancelled: false });
      return;
    }
    case 'notice': {
      const sender = flatOf(a.flat);
      const owner = a.foreign ? flatOf(1 - a.flat) : sender;
      const invoice = owner.invoices[a.pick % Math.max(owner.invoices.length, 1)];
      if (!invoice) return;
      const response = await s.notice(sender.token, {
        invoice_id: invoice.id,
        amount_paise: a.amount,
        reference: s.nextUtr(),
      });
      const expected = a.foreign ? 403 : invoice.cancelled ? 409 : 201;
      expect(response.statusCode, response.body).toBe(expected);
      if (expected === 201)
        pending.push({ id: response.json<{ id: string }>().id, flat: sender, amount: a.amount });
      return;
    }
    case 'confirm':
    case 'reject': {
      const [payment] = pending.splice(a.pick % Math.max(pending.length, 1), 1);
      if (!payment) return;
      expectOk(
        a.kind === 'confirm'
          ? await s.confirm(payment.id)
          : await s.reject(payment.id, 'Not found'),
      );
      if (a.kind === 'confirm') {
        payment.flat.confirmed += payment.amount;
        confirmed.push(payment);
      }
      return;
    }
    case 'desk': {
      const f = flatOf(a.flat);
      const payment = await s.paidAtDesk(f.apartment, a.amount);
      f.confirmed += a.amount;
      confirmed.push({ id: payment.id, flat: f, amount: a.amount });
      return;
    }
    case 'cancel': {
      const f = flatOf(a.flat);
      const invoice = f.invoices[a.pick % Math.max(f.invoices.length, 1)];
      if (!invoice) return;
      const paid = await sumOf(sql<{ n: number }>`
        SELECT coalesce(sum(amount_paise), 0)::bigint AS n FROM payment_allocations
        WHERE invoice_id = ${Number(invoice.id)}`);
      const response = await s.cancel(invoice.id);
      const expected = !invoice.cancelled && paid === 0 ? 200 : 409;
      expect(response.statusCode, response.body).toBe(expected);
      if (expected === 200) invoice.cancelled = true;
      return;
    }
    case 'reverse': {
      const [payment] = confirmed.splice(a.pick % Math.max(confirmed.length, 1), 1);
      if (!payment) return;
      expectOk(await s.reverse(payment.id));
      payment.flat.confirmed -= payment.amount;
      return;
    }
  }
}

it('keeps every flat’s ledger equal to what its acts should have made', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(act, { minLength: 1, maxLength: 14 }), async (acts) => {
      const flats = await newFlats();
      const money = { pending: [] as Paid[], confirmed: [] as Paid[] };
      const period = { n: 0 };
      try {
        for (const a of acts) {
          await perform(a, flats, money, period);
          for (const f of flats) await checkFlat(f);
        }
        const listed = expectOk(await s.call('GET', 'flats', t.rwa)).json<DuesFlat[]>();
        for (const f of flats) {
          const row = listed.find((each) => each.apartment === f.apartment);
          expect(row?.balance_paise).toBe(await s.ledgerSum(f.apartment));
        }
      } finally {
        await t.db
          .updateTable('users')
          .set({ removed_at: t.clock.now() })
          .where(
            'phone_number',
            'in',
            flats.map((f) => f.phone),
          )
          .execute();
      }
    }),
    { numRuns: 25 },
  );
});

/**
 * The guard desk with issue 34's lists (issue 34's bench), in Chromium at 360 px, on the gate
 * estate of 2,000 passes (gate-estate.ts) with 500 standing approvals (one a flat: any delivery,
 * every day, all day) and 3,000 registered plates (six a flat):
 * (a) sync: the signed-in guard opens /gate in a fresh profile; the time until the saved list in
 *     IndexedDB holds every pass, approval and plate, and the bytes of GET gate/desk;
 * (b) plate lookup with the network cut: plates typed as a guard would (lowercase, no spaces)
 *     into the desk's plate field, each timed inside the page from the typing to the flat on
 *     screen (gate-standing-page.ts).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/platform/db/schema';
import { launchBrowser } from '../e2e/support/browser';
import { signIn } from '../e2e/support/login';
import { syncOnce } from './gate-desk';
import { waitForSavedDesk } from './gate-desk-page';
import { FLATS, GUESTS, HELPS, startGateEstate } from './gate-estate';
import { timePlateLookup } from './gate-standing-page';
import { percentile } from './load';

const guard = { phone: '9000000005' };
const APPROVALS = 500;
const PLATES = 3_000;
const SYNC_RUNS = 3;
const LOOKUPS = 60;
const phone = { viewport: { width: 360, height: 740 } };
const wanted = { passes: GUESTS + HELPS, standing: APPROVALS, vehicles: PLATES };

/** Plate n: KA, a district, two letters and n itself as the number, so each is its own. */
const plateOf = (n: number) =>
  `KA${String((n % 50) + 1).padStart(2, '0')}` +
  `${String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26))}` +
  `${String(n).padStart(4, '0')}`;
const flatOfPlate = (n: number) => `F${n % FLATS}`;

async function seedStandingAndPlates(db: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO standing_approvals (apartment, created_by, kind, companies, days, start_time,
      end_time, starts_on, created_at)
    SELECT 'F' || g, (7100000000 + 2 * g)::text, 'delivery', '{any}',
      '{mon,tue,wed,thu,fri,sat,sun}', '00:00', '23:59', (now() - interval '1 day')::date, now()
    FROM generate_series(0, ${APPROVALS - 1}) AS g`.execute(db);
  await db
    .insertInto('vehicles')
    .values(
      Array.from({ length: PLATES }, (_, n) => ({
        apartment: flatOfPlate(n),
        plate: plateOf(n),
        kind: 'car' as const,
        colour: 'White',
        sticker: `S-${n}`,
        created_by: String(7_100_000_000 + 2 * (n % FLATS)),
        created_at: new Date(),
      })),
    )
    .execute();
}

export interface StandingDeskFigures {
  sync: { runsMs: number[]; medianMs: number; rawBytes: number; transferredBytes: number };
  lookup: {
    count: number;
    shown: { p50: number; p95: number };
    frame: { p50: number; p95: number };
  };
}

export async function measureStandingDesk(): Promise<StandingDeskFigures> {
  const estate = await startGateEstate(undefined, seedStandingAndPlates);
  const { server } = estate;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login?role=GUARD');
    await page.getByText('Gate Login').first().waitFor();
    await signIn(page, server, guard);
    await page.waitForURL((url) => url.pathname === '/gate');
    await waitForSavedDesk(page, wanted);
    const session = await page.evaluate(() => localStorage.getItem('auth-storage'));
    if (!session) throw new Error('Gate Login stored no session');

    const syncs = [];
    for (let run = 0; run < SYNC_RUNS; run += 1)
      syncs.push(await syncOnce(browser, server, session, wanted));

    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort());
    const lookups = [];
    for (let i = 0; i < LOOKUPS; i += 1) {
      const n = (i * 49 + 13) % PLATES;
      lookups.push(await timePlateLookup(page, plateOf(n).toLowerCase(), `Flat ${flatOfPlate(n)}`));
    }
    const shown = lookups.map((lookup) => lookup.shownMs).sort((a, b) => a - b);
    const frame = lookups.map((lookup) => lookup.frameMs).sort((a, b) => a - b);
    const last = syncs[syncs.length - 1];
    return {
      sync: {
        runsMs: syncs.map((sync) => sync.ms),
        medianMs: percentile(
          syncs.map((sync) => sync.ms).sort((a, b) => a - b),
          50,
        ),
        rawBytes: last?.rawBytes ?? NaN,
        transferredBytes: last?.transferredBytes ?? NaN,
      },
      lookup: {
        count: lookups.length,
        shown: { p50: percentile(shown, 50), p95: percentile(shown, 95) },
        frame: { p50: percentile(frame, 50), p95: percentile(frame, 95) },
      },
    };
  } finally {
    await browser.close();
    await estate.stop();
  }
}

export function reportStandingDesk(figures: StandingDeskFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const { sync, lookup } = figures;
  return [
    `guard desk in Chromium: ${GUESTS + HELPS} passes, ${APPROVALS} standing approvals, ${PLATES} plates`,
    `    /gate opened → saved list complete: median ${ms(sync.medianMs)} ` +
      `(runs: ${sync.runsMs.map(ms).join(', ')})`,
    `    GET gate/desk on the wire: ${kb(sync.rawBytes)} raw, ${kb(sync.transferredBytes)} transferred`,
    `    network cut, plate typed → its flat shown ×${lookup.count}: in the DOM p50 ` +
      `${ms(lookup.shown.p50)}, p95 ${ms(lookup.shown.p95)}; next frame p50 ${ms(lookup.frame.p50)}, ` +
      `p95 ${ms(lookup.frame.p95)}`,
  ];
}

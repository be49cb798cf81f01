/**
 * The flats the RWA bills (issue 33): each apartment of the register with its area and balance;
 * an area set one at a time or from a CSV. Only an apartment of the register (or one already
 * given an area) is a flat: an area for a stranger's number would bill no one.
 */
import type { Kysely } from 'kysely';
import type { DuesFlat } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { csvBody } from '../../platform/csv-reader';
import type { HandlersFor } from '../../platform/http/handler';
import { counted } from '../../../contract/platform/counted';
import { balanceOf, balances, findFlat, listFlats } from './book';
import { readAreaCsv } from './flat-areas-csv';

const sqft = (area: number | null) =>
  area === null ? 'no area' : `${area.toLocaleString('en-IN')} sq ft`;

async function saveAreas(
  tx: Kysely<Database>,
  rows: { apartment: string; area_sqft: number }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insertInto('dues_flats')
    .values(rows.map(({ apartment, area_sqft }) => ({ apartment, area_sqft, updated_at: at })))
    .onConflict((conflict) =>
      conflict.column('apartment').doUpdateSet((eb) => ({
        area_sqft: eb.ref('excluded.area_sqft'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export const duesFlatHandlers: HandlersFor<'listDuesFlats' | 'setFlatArea' | 'uploadFlatAreas'> = {
  async listDuesFlats({ app }) {
    const [flats, owed] = await Promise.all([listFlats(app.db), balances(app.db)]);
    return flats.map((flat): DuesFlat => ({
      ...flat,
      balance_paise: owed.get(flat.apartment) ?? 0,
    }));
  },

  setFlatArea: ({ app, params, body, transaction, audit }) =>
    transaction(async (tx) => {
      const flat = await findFlat(tx, params.apartment);
      if (!flat) throw new HttpError(404, messages.flatUnknown(params.apartment));
      const change =
        flat.area_sqft === body.area_sqft
          ? sqft(body.area_sqft)
          : `${sqft(flat.area_sqft)} → ${sqft(body.area_sqft)}`;
      audit({ targetId: params.apartment, summary: `${params.apartment}: ${change}` });
      await saveAreas(tx, [{ apartment: params.apartment, area_sqft: body.area_sqft }], app.now());
      return {
        apartment: params.apartment,
        area_sqft: body.area_sqft,
        balance_paise: await balanceOf(tx, params.apartment),
      };
    }),

  async uploadFlatAreas({ app, request, transaction, audit }) {
    const { rows, problems } = readAreaCsv(csvBody(request.body));
    return transaction(async (tx) => {
      const known = new Set((await listFlats(tx)).map((flat) => flat.apartment));
      const good = rows.filter((row) => known.has(row.apartment));
      for (const row of rows) {
        if (!known.has(row.apartment)) {
          problems.push({ line: row.line, message: messages.flatUnknown(row.apartment) });
        }
      }
      await saveAreas(tx, good, app.now());
      problems.sort((a, b) => a.line - b.line);
      audit({
        targetId: counted(good.length, 'flat'),
        summary:
          `Areas of ${counted(good.length, 'flat')} set from a file; ` +
          `${counted(problems.length, 'row')} refused`,
      });
      return { updated: good.length, problems };
    });
  },
};

/**
 * The RWA's charge heads (issue 33): list, add and change. Flats a listed head names are kept
 * as typed (apartment numbers, checked by the contract), once each.
 */
import type { z } from 'zod';
import type { chargeHeadInput } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';
import { describeHead, loadHeads, toChargeHead } from './heads';

type HeadInput = z.output<typeof chargeHeadInput>;

function columns(body: HeadInput) {
  const flats = body.basis === 'fixed_listed' ? [...new Set(body.flats)] : [];
  return { ...body, flats };
}

export const duesHeadHandlers: HandlersFor<
  'listChargeHeads' | 'createChargeHead' | 'updateChargeHead'
> = {
  listChargeHeads: ({ app }) => loadHeads(app.db),

  async createChargeHead({ app, body, transaction, audit }) {
    const values = columns(body);
    audit({ summary: `New charge head ${describeHead(values)}` });
    return transaction(async (tx) => {
      const now = app.now();
      const row = await tx
        .insertInto('charge_heads')
        .values({ ...values, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toChargeHead(row);
    });
  },

  updateChargeHead: ({ app, params, body, transaction, audit }) =>
    transaction(async (tx) => {
      const id = rowId(params.id, messages.chargeHeadNotFound);
      const before = await tx
        .selectFrom('charge_heads')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new HttpError(404, messages.chargeHeadNotFound);
      const values = columns(body);
      const was = describeHead(toChargeHead(before));
      const now = describeHead(values);
      audit({ summary: was === now ? now : `${was} → ${now}` });
      const row = await tx
        .updateTable('charge_heads')
        .set({ ...values, updated_at: app.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toChargeHead(row);
    }),
};

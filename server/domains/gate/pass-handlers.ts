/**
 * Visitor passes (issue 17): a resident makes one for their own apartment and may revoke it;
 * a member (the RWA too) reads their apartment's passes, a guard today's expected list.
 * Each pass is answered with its state and its signed QR (domains/gate/pass-signing.ts).
 */
import { messages } from '../../../contract/messages';
import { passLimits, passWindowProblem, weekdays } from '../../../contract/gate/visitors';
import type { PassFields } from '../../../contract/gate/visitors';
import { HttpError, rowId } from '../../platform/http/http-error';
import { deskWindow } from './gate-day';
import { newPassCode } from './pass-codes';
import { listedPasses, toVisitorPass } from './visitor-views';
import type { HandlersFor } from '../../platform/http/handler';

/** A resident's list: every live pass, and the rest of the last month. */
const RECENT_MS = 30 * 24 * 60 * 60 * 1000;
const LIST_CAP = 500;

/** An instant cut to whole seconds, as the QR carries it. */
const toSecond = (text: string) => new Date(Math.floor(Date.parse(text) / 1000) * 1000);

/** The contract's rules, and one more: a daily help pass starts within a year. */
function windowProblem(body: PassFields, now: Date): string | undefined {
  const problem = passWindowProblem(body, now);
  if (problem) return problem;
  if (toSecond(body.valid_until) <= toSecond(body.valid_from)) return messages.passWindowOrder;
  if (
    body.kind === 'daily_help' &&
    Date.parse(body.valid_from) > now.getTime() + passLimits.helpPeriodMs
  ) {
    return messages.helpPeriodTooLong;
  }
  return undefined;
}

export const visitorPassHandlers: HandlersFor<'createPass' | 'listPasses' | 'revokePass'> = {
  async createPass({ app, body, user, transaction }) {
    const now = app.now();
    const problem = windowProblem(body, now);
    if (problem) throw new HttpError(422, problem);
    // Days in the week's order, each once; the one-time kinds have none.
    const days = body.kind === 'daily_help' ? weekdays.filter((d) => body.days?.includes(d)) : [];
    return transaction(async (tx) => {
      const code = await newPassCode(tx, now);
      const row = await tx
        .insertInto('passes')
        .values({
          kind: body.kind,
          name: body.name,
          phone: body.phone ?? '',
          apartment: user.apartment_number,
          created_by: user.phone_number,
          valid_from: toSecond(body.valid_from),
          valid_until: toSecond(body.valid_until),
          people: body.people ?? 1,
          vehicle: body.vehicle ?? '',
          days,
          note: body.note,
          code,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const listed = { ...row, arrived_at: null, left_at: null, created_by_name: user.name };
      return toVisitorPass(listed, app.passSigner, now);
    });
  },

  async listPasses({ app, user }) {
    const now = app.now();
    let query = listedPasses(app.db);
    if (user.role === 'guard') {
      const day = deskWindow(now);
      query = query
        .where('p.revoked_at', 'is', null)
        .where('p.valid_from', '<', day.until)
        .where('p.valid_until', '>', day.from)
        .orderBy('p.valid_from')
        .orderBy('p.id');
    } else {
      // The RWA's own flat only, as any resident's: another flat's live code lets a stranger in.
      const recent = new Date(now.getTime() - RECENT_MS);
      query = query
        .where('p.apartment', '=', user.apartment_number)
        .where((eb) =>
          eb.or([
            eb.and([eb('p.revoked_at', 'is', null), eb('p.valid_until', '>', now)]),
            eb('p.created_at', '>', recent),
          ]),
        )
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc');
    }
    const rows = await query.limit(user.role === 'guard' ? 5_000 : LIST_CAP).execute();
    return rows.map((row) => toVisitorPass(row, app.passSigner, now));
  },

  async revokePass({ app, params, user, transaction }) {
    const id = rowId(params.id, messages.passNotFound);
    const now = app.now();
    return transaction(async (tx) => {
      const pass = await tx
        .selectFrom('passes')
        .select(['id', 'apartment', 'revoked_at'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!pass) throw new HttpError(404, messages.passNotFound);
      // The household's own: not even the RWA revokes another flat's pass here.
      if (pass.apartment !== user.apartment_number) throw new HttpError(403, messages.forbidden);
      if (pass.revoked_at) throw new HttpError(409, messages.passAlreadyRevoked);
      await tx.updateTable('passes').set({ revoked_at: now }).where('id', '=', id).execute();
      const listed = await listedPasses(tx).where('p.id', '=', id).executeTakeFirstOrThrow();
      return toVisitorPass(listed, app.passSigner, now);
    });
  },
};

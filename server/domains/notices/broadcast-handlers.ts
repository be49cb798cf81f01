/**
 * Notices from the RWA (contract/notices/broadcasts.ts): written with every resident's inbox row in one
 * transaction; urgent and emergency ones are pushed, and an emergency is also sent as an SMS
 * through the OTP gateway when one is configured (after the commit, so a slow gateway never
 * holds the notice back). Acknowledgements are counted by apartment.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Broadcast, BroadcastSeverity } from '../../../contract/notices/broadcasts';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { notify } from './notify';
import type { HandlersFor } from '../../platform/http/handler';
import { estateName } from '../../../contract/platform/estate';

const pushOf: Record<BroadcastSeverity, Parameters<typeof notify>[2]['push']> = {
  info: false,
  urgent: { urgency: 'high', ttlSeconds: 86_400 },
  emergency: { urgency: 'high', ttlSeconds: 86_400 },
};

/** How long a resident's list goes back. */
const RESIDENT_WINDOW_DAYS = 30;

async function broadcastsFor(
  db: Kysely<Database>,
  user: User,
  filter: { id?: number; since?: Date },
): Promise<Broadcast[]> {
  const { rows } = await sql<{
    id: string;
    title: string;
    body: string;
    severity: BroadcastSeverity;
    created_at: Date;
    acknowledged: string;
    mine: boolean;
  }>`
    SELECT b.id::text, b.title, b.body, b.severity, b.created_at,
      (SELECT count(DISTINCT a.apartment_number) FROM broadcast_acks a
        WHERE a.broadcast_id = b.id)::text AS acknowledged,
      EXISTS (SELECT 1 FROM broadcast_acks a
        WHERE a.broadcast_id = b.id AND a.user_phone = ${user.phone_number}) AS mine
    FROM broadcasts b
    WHERE (${filter.id ?? null}::bigint IS NULL OR b.id = ${filter.id ?? null})
      AND (${filter.since ?? null}::timestamptz IS NULL OR b.created_at >= ${filter.since ?? null})
    ORDER BY b.id DESC
    LIMIT 200`.execute(db);
  const apartments = await db
    .selectFrom('users')
    .select((eb) => eb.fn.count<string>('apartment_number').distinct().as('n'))
    .where('role', '=', 'member')
    .where('is_active', '=', true)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    severity: row.severity,
    created_at: row.created_at.toISOString(),
    acknowledged: Number(row.acknowledged),
    recipients: Number(apartments.n),
    acknowledged_by_me: row.mine,
  }));
}

async function oneBroadcast(db: Kysely<Database>, user: User, id: string): Promise<Broadcast> {
  const [found] = await broadcastsFor(db, user, { id: rowId(id, messages.broadcastNotFound) });
  if (!found) throw new HttpError(404, messages.broadcastNotFound);
  return found;
}

export const broadcastHandlers: HandlersFor<
  'sendBroadcast' | 'listBroadcasts' | 'getBroadcast' | 'acknowledgeBroadcast'
> = {
  async sendBroadcast({ app, body, user, transaction, request }) {
    const at = app.now();
    const sent = await transaction(async (tx) => {
      const row = await tx
        .insertInto('broadcasts')
        .values({ ...body, created_by: user.phone_number, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await notify(
        tx,
        { role: 'member' },
        {
          kind: 'broadcast',
          category: 'notices',
          title: body.severity === 'emergency' ? `Emergency: ${body.title}` : body.title,
          body: body.body,
          url: `/notices/${row.id}`,
          tag: `broadcast-${row.id}`,
          push: pushOf[body.severity],
        },
        at,
      );
      return oneBroadcast(tx, user, String(row.id));
    });
    const sms = app.textMessages.sendText?.bind(app.textMessages);
    if (body.severity === 'emergency' && sms) {
      const residents = await app.db
        .selectFrom('users')
        .select('phone_number')
        .where('role', '=', 'member')
        .where('is_active', '=', true)
        .where('removed_at', 'is', null)
        .execute();
      const text = `${estateName} emergency: ${body.title}. ${body.body}`;
      // Not awaited: the RWA's screen must not wait on 640 SMS; failures are logged.
      void Promise.allSettled(residents.map((r) => sms(r.phone_number, text))).then((results) => {
        const failed = results.filter((result) => result.status === 'rejected').length;
        if (failed > 0) request.log.error({ failed }, 'emergency SMS not delivered to some');
      });
    }
    return sent;
  },

  async listBroadcasts({ app, user }) {
    const since =
      user.role === 'rwa'
        ? undefined
        : new Date(app.now().getTime() - RESIDENT_WINDOW_DAYS * 86_400_000);
    return broadcastsFor(app.db, user, since ? { since } : {});
  },

  async getBroadcast({ app, params, user }) {
    return oneBroadcast(app.db, user, params.id);
  },

  async acknowledgeBroadcast({ app, params, user, transaction }) {
    const id = rowId(params.id, messages.broadcastNotFound);
    return transaction(async (tx) => {
      await oneBroadcast(tx, user, params.id);
      await tx
        .insertInto('broadcast_acks')
        .values({
          broadcast_id: id,
          user_phone: user.phone_number,
          apartment_number: user.apartment_number,
          acked_at: app.now(),
        })
        .onConflict((conflict) => conflict.columns(['broadcast_id', 'user_phone']).doNothing())
        .execute();
      return oneBroadcast(tx, user, params.id);
    });
  },
};

/**
 * A user's inbox and what they want to be told (contract/notices/notifications.ts). Everyone reads and
 * marks only their own notices; preferences not yet saved read as "everything on".
 */
import type { Kysely, Selectable } from 'kysely';
import {
  NOTIFICATIONS_PAGE,
  mutableNoticeCategories,
} from '../../../contract/notices/notifications';
import type {
  Notification,
  NotificationPreferences,
} from '../../../contract/notices/notifications';
import type { Database } from '../../platform/db/schema';
import type { NotificationsTable } from './tables';
import type { HandlersFor } from '../../platform/http/handler';

function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    id: String(row.id),
    kind: row.kind,
    category: row.category,
    title: row.title,
    body: row.body,
    url: row.url,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

async function unreadCount(db: Kysely<Database>, phone: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_phone', '=', phone)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function preferencesOf(
  db: Kysely<Database>,
  phone: string,
): Promise<NotificationPreferences> {
  const rows = await db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('user_phone', '=', phone)
    .execute();
  const saved = new Map(rows.map((row) => [row.category, row]));
  const entries = mutableNoticeCategories.map((category) => {
    const row = saved.get(category);
    return [category, { inbox: row?.inbox ?? true, push: row?.push ?? true }] as const;
  });
  return Object.fromEntries(entries) as NotificationPreferences;
}

export const notificationHandlers: HandlersFor<
  | 'listNotifications'
  | 'markNotificationsRead'
  | 'getNotificationPreferences'
  | 'updateNotificationPreferences'
> = {
  async listNotifications({ app, query, user }) {
    // Newest first by when it happened, not by row id: notices written later about earlier
    // moves (a seed, a job catching up) must not put "2 days ago" above "2 h ago" (issue 35).
    let select = app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_phone', '=', user.phone_number)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTIFICATIONS_PAGE);
    const before = query.before === undefined ? NaN : Number(query.before);
    if (Number.isSafeInteger(before)) {
      // The next page starts after that notice in the same order; one not theirs starts nowhere.
      const mark = await app.db
        .selectFrom('notifications')
        .select(['created_at', 'id'])
        .where('id', '=', before)
        .where('user_phone', '=', user.phone_number)
        .executeTakeFirst();
      if (!mark) return { notifications: [], unread: await unreadCount(app.db, user.phone_number) };
      select = select.where((eb) =>
        eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(mark.created_at, mark.id)),
      );
    }
    const rows = await select.execute();
    return {
      notifications: rows.map(toNotification),
      unread: await unreadCount(app.db, user.phone_number),
    };
  },

  async markNotificationsRead({ app, body, user, transaction }) {
    return transaction(async (tx) => {
      let update = tx
        .updateTable('notifications')
        .set({ read_at: app.now() })
        .where('user_phone', '=', user.phone_number)
        .where('read_at', 'is', null);
      if ('ids' in body) {
        const ids = body.ids.map(Number).filter((id) => Number.isSafeInteger(id));
        if (ids.length === 0) return { unread: await unreadCount(tx, user.phone_number) };
        update = update.where('id', 'in', ids);
      }
      await update.execute();
      return { unread: await unreadCount(tx, user.phone_number) };
    });
  },

  async getNotificationPreferences({ app, user }) {
    return preferencesOf(app.db, user.phone_number);
  },

  async updateNotificationPreferences({ body, user, transaction }) {
    return transaction(async (tx) => {
      const rows = Object.entries(body).map(([category, channels]) => ({
        user_phone: user.phone_number,
        category: category as (typeof mutableNoticeCategories)[number],
        // No push for what the inbox does not keep.
        inbox: channels.inbox,
        push: channels.inbox && channels.push,
      }));
      if (rows.length > 0) {
        await tx
          .insertInto('notification_preferences')
          .values(rows)
          .onConflict((conflict) =>
            conflict.columns(['user_phone', 'category']).doUpdateSet((eb) => ({
              inbox: eb.ref('excluded.inbox'),
              push: eb.ref('excluded.push'),
            })),
          )
          .execute();
      }
      return preferencesOf(tx, user.phone_number);
    });
  },
};

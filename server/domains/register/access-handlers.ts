/**
 * Who may enter (issue 16): the RWA edits a person's details, moves them out, changes their
 * role, signs them out everywhere or lifts a lockout. Each holds from the person's next
 * request, and each is an audited admin act (its row commits with the change).
 */
import { messages } from '../../../contract/messages';
import type { User } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import {
  changeDetails,
  changeRole,
  lockAdminRoster,
  lockPresentResident,
  lockPresentUser,
  moveOut,
} from './residents';
import { endEverySession } from '../../platform/auth/sessions';
import { unlockSignIn } from '../sign-in';
import type { HandlersFor } from '../../platform/http/handler';
import { residentOf, toResident } from './member-handlers';

export const accessHandlers: HandlersFor<
  'editUser' | 'removeUser' | 'setUserRole' | 'signOutUser' | 'unlockUser'
> = {
  async editUser({ app, params, body, transaction, audit }) {
    return transaction(async (tx) => {
      const user = await lockPresentResident(tx, params.phone);
      const row = await changeDetails(tx, user, body, app.now());
      audit({ summary: changesOf(user, row) });
      return { message: messages.userEdited, user: await residentOf(tx, row, app.now()) };
    });
  },

  async removeUser({ app, params, user: admin, transaction, audit }) {
    if (params.phone === admin.phone_number) throw new HttpError(409, messages.removeOwnAccount);
    return transaction(async (tx) => {
      await lockAdminRoster(tx);
      const user = await lockPresentResident(tx, params.phone);
      const out = await moveOut(tx, user, admin, app.now());
      audit({
        summary:
          `${user.name ?? 'Resident'} (${user.apartment_number}) moved out; ` +
          `${out.sessionsEnded} sessions ended, ${out.bookingsCancelled} bookings cancelled, ` +
          `${out.requestsDeclined} requests declined`,
      });
      return { message: messages.userRemoved, user: toResident(out.user, null) };
    });
  },

  async setUserRole({ app, params, body, transaction, audit }) {
    return transaction(async (tx) => {
      await lockAdminRoster(tx);
      const user = await lockPresentUser(tx, params.phone);
      if (user.role === 'guard') throw new HttpError(409, messages.guardRoleFixed);
      const row = await changeRole(tx, user, body.role, app.now());
      audit({ summary: `role: ${user.role} → ${row.role}` });
      return { message: messages.userRoleChanged, user: await residentOf(tx, row, app.now()) };
    });
  },

  async signOutUser({ app, params, transaction, audit }) {
    return transaction(async (tx) => {
      const user = await lockPresentUser(tx, params.phone);
      const ended = await endEverySession(tx, user, 'signed out by the RWA', app.now());
      audit({ summary: `${ended} session${ended === 1 ? '' : 's'} ended` });
      return { message: messages.userSignedOut, user: await residentOf(tx, user, app.now()) };
    });
  },

  async unlockUser({ app, params, transaction }) {
    return transaction(async (tx) => {
      const user = await lockPresentUser(tx, params.phone);
      await unlockSignIn(tx, user.phone_number);
      const row = await tx
        .updateTable('users')
        .set({ modification_date: app.now() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { message: messages.userUnlocked, user: toResident(row, null) };
    });
  },
};

/** "name: Asha → Asha R.; apartment_number: A101 → B202", for the audit trail. */
function changesOf(before: User, after: User): string {
  const fields = ['name', 'email', 'phone_number', 'apartment_number', 'is_owner'] as const;
  const changed = fields.filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return 'no change';
  return changed
    .map((field) => `${field}: ${before[field] ?? ''} → ${after[field] ?? ''}`)
    .join('; ');
}

/**
 * What the RWA can do to one person of the register (issue 16), each through its contract call,
 * and the sentence that says it worked. Every outcome refreshes the list, a refusal too: a 409
 * often means someone else changed the person meanwhile.
 */
import { useMutation } from '@tanstack/react-query';
import {
  editUser,
  removeUser,
  setUserRole,
  signOutUser,
  unlockUser,
  updateUser,
  type Resident,
  type UserDetails,
} from '../../../contract/register/members';
import { deleteGuard } from '../../../contract/gate/gate';
import { messages } from '../../../contract/messages';
import { callApi } from '../../api/client';
import { isLocked } from './person-status';
import { useRefreshResidents } from './use-admin-users';

export type PersonAction =
  | 'deactivate'
  | 'reactivate'
  | 'make-rwa'
  | 'make-resident'
  | 'sign-out'
  | 'unlock'
  | 'remove'
  | 'remove-guard';

export const actionLabels: Record<PersonAction | 'edit', string> = {
  edit: 'Edit',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  'make-rwa': 'Make RWA admin',
  'make-resident': 'Make resident',
  'sign-out': 'Sign out everywhere',
  unlock: 'Unlock',
  remove: 'Remove',
  'remove-guard': 'Remove guard',
};

/** The actions that make sense now, in the order the card offers them; none once moved out. */
export function actionsFor(person: Resident, now: number): (PersonAction | 'edit')[] {
  if (person.removed_at) return [];
  const unlock = isLocked(person, now) ? (['unlock'] as const) : [];
  // A guard's role is fixed and they live in no flat: guards are added and removed as guards
  // (gate/guards), and a gate tablet can still be signed out or unlocked.
  if (person.role === 'guard') return ['sign-out', ...unlock, 'remove-guard'];
  // Membership status is a resident's (the server changes it for residents only).
  const resident = person.role === 'member';
  return [
    'edit',
    ...(resident ? [person.is_active ? ('deactivate' as const) : ('reactivate' as const)] : []),
    resident ? 'make-rwa' : 'make-resident',
    'sign-out',
    ...unlock,
    'remove',
  ];
}

const successOf: Record<PersonAction, string> = {
  deactivate: messages.userDeactivated,
  reactivate: messages.userReactivated,
  'make-rwa': messages.userRoleChanged,
  'make-resident': messages.userRoleChanged,
  'sign-out': messages.userSignedOut,
  unlock: messages.userUnlocked,
  remove: messages.userRemoved,
  'remove-guard': messages.guardRemoved,
};

async function send(action: PersonAction, person: Resident): Promise<unknown> {
  const params = { phone: person.phone_number };
  switch (action) {
    case 'deactivate':
    case 'reactivate':
      // The status call needs the member status too: it stays what it was.
      return callApi(updateUser, {
        params: { ...params, apartment: person.apartment_number },
        body: { member_status: person.member_status, is_active: action === 'reactivate' },
      });
    case 'make-rwa':
    case 'make-resident':
      return callApi(setUserRole, {
        params,
        body: { role: action === 'make-rwa' ? 'rwa' : 'member' },
      });
    case 'sign-out':
      return callApi(signOutUser, { params });
    case 'unlock':
      return callApi(unlockUser, { params });
    case 'remove':
      return callApi(removeUser, { params });
    case 'remove-guard':
      return callApi(deleteGuard, { params });
  }
}

export function usePersonAction() {
  const refresh = useRefreshResidents();
  return useMutation({
    mutationFn: async ({ action, person }: { action: PersonAction; person: Resident }) => {
      await send(action, person);
      return successOf[action];
    },
    onSettled: () => void refresh(),
  });
}

export interface DetailsChange {
  /** The phone the person has now: the path names them by it. */
  phone: string;
  body: UserDetails;
}

export function useEditUser() {
  const refresh = useRefreshResidents();
  return useMutation({
    mutationFn: ({ phone, body }: DetailsChange) => callApi(editUser, { params: { phone }, body }),
    onSuccess: () => void refresh(),
  });
}

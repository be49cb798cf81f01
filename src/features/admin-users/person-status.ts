/**
 * How a person of the register stands (issue 16): what their card says and which filter shows
 * them. Pure, so the list and its tests read the same rules.
 */
import type { Resident } from '../../../contract/register/members';
import { formatAtMoment, formatInstantDay, formatMoment } from '../../lib/format-date';
import type { BadgeTone } from '../../ui/badge';

export interface StatusLabel {
  text: string;
  tone: BadgeTone;
}

export const isMovedOut = (person: Resident) => person.removed_at !== null;

/** Locked only while the lock lasts: a past `locked_until` is history, not a state. */
export function isLocked(person: Resident, now: number): boolean {
  if (!person.locked_until) return false;
  return Date.parse(person.locked_until) > now;
}

const membershipLabels: Record<Resident['member_status'], StatusLabel> = {
  active: { text: 'Membership: Active', tone: 'success' },
  inactive: { text: 'Membership: Inactive', tone: 'warning' },
  pending: { text: 'Membership: Pending', tone: 'warning' },
};

/**
 * Every label that holds; a moved-out person is only that (nothing else matters any more).
 * Membership (SPEC.md's member status) and access (whether they may sign in at all) are named
 * on every card, so "Active" never means two things (issue 35).
 */
export function statusLabels(person: Resident, now: number): StatusLabel[] {
  if (person.removed_at) {
    return [{ text: `Moved out ${formatInstantDay(person.removed_at)}`, tone: 'neutral' }];
  }
  const labels: StatusLabel[] = [
    membershipLabels[person.member_status],
    person.is_active
      ? { text: 'Access: Allowed', tone: 'success' }
      : { text: 'Access: Deactivated', tone: 'danger' },
  ];
  if (person.locked_until && isLocked(person, now)) {
    // For devices not yet trusted: the person's own still sign in (issue 31). Said no longer
    // than this, so the badge fits a card on a 360 px phone.
    labels.push({ text: `Locked until ${formatMoment(person.locked_until, now)}`, tone: 'danger' });
  }
  return labels;
}

const roleLabels: Record<Resident['role'], string> = {
  member: 'Resident',
  rwa: 'RWA admin',
  guard: 'Gate guard',
};
export const roleLabel = (person: Resident) => roleLabels[person.role];

export function lastSignIn(person: Resident, now: number): string {
  return person.last_sign_in_at
    ? `Last signed in ${formatAtMoment(person.last_sign_in_at, now)}`
    : 'Never signed in';
}

export const personFilters = [
  'Current',
  'Membership active',
  'Membership pending',
  'Access deactivated',
  'Locked',
  'RWA admins',
  'Guards',
  'Moved out',
  'All',
] as const;
export type PersonFilter = (typeof personFilters)[number];

/** Current is everyone who still lives here; each other filter but All narrows it. */
export function matchesFilter(person: Resident, filter: PersonFilter, now: number): boolean {
  if (filter === 'All') return true;
  if (filter === 'Moved out') return isMovedOut(person);
  if (isMovedOut(person)) return false;
  switch (filter) {
    case 'Membership active':
      return person.member_status === 'active';
    case 'Membership pending':
      return person.member_status === 'pending';
    case 'Access deactivated':
      return !person.is_active;
    case 'Locked':
      return isLocked(person, now);
    case 'RWA admins':
      return person.role === 'rwa';
    case 'Guards':
      return person.role === 'guard';
    default:
      return true;
  }
}

/** The search box: phone, apartment or name, any case. */
export function matchesSearch(person: Resident, query: string): boolean {
  return [person.phone_number, person.apartment_number, person.name ?? ''].some((value) =>
    value.toLowerCase().includes(query),
  );
}

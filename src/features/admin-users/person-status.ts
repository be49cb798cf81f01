/**
 * How a person of the register stands (issue 16): what their card says and which filter shows
 * them. Pure, so the list and its tests read the same rules.
 */
import type { Resident } from '../../../contract/register/members';
import { formatInstantDay, formatMoment } from '../../lib/format-date';
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

/** Every label that holds; a moved-out person is only that (nothing else matters any more). */
export function statusLabels(person: Resident, now: number): StatusLabel[] {
  if (person.removed_at) {
    return [{ text: `Moved out ${formatInstantDay(person.removed_at)}`, tone: 'neutral' }];
  }
  const labels: StatusLabel[] = [];
  if (!person.is_active) labels.push({ text: 'Deactivated', tone: 'danger' });
  if (person.member_status === 'inactive') labels.push({ text: 'Inactive', tone: 'warning' });
  if (person.member_status === 'pending') labels.push({ text: 'Pending', tone: 'warning' });
  if (person.locked_until && isLocked(person, now)) {
    // For devices not yet trusted: the person's own still sign in (issue 31). Said no longer
    // than this, so the badge fits a card on a 360 px phone.
    labels.push({ text: `Locked until ${formatMoment(person.locked_until, now)}`, tone: 'danger' });
  }
  return labels.length > 0 ? labels : [{ text: 'Active', tone: 'success' }];
}

const roleLabels: Record<Resident['role'], string> = {
  member: 'Resident',
  rwa: 'RWA admin',
  guard: 'Gate guard',
};
export const roleLabel = (person: Resident) => roleLabels[person.role];

export function lastSignIn(person: Resident, now: number): string {
  return person.last_sign_in_at
    ? `Last signed in ${formatMoment(person.last_sign_in_at, now)}`
    : 'Never signed in';
}

export const personFilters = [
  'Current',
  'Active',
  'Deactivated',
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
    case 'Active':
      return person.is_active && person.member_status === 'active' && !isLocked(person, now);
    case 'Deactivated':
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

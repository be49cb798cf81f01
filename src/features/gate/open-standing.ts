/**
 * Which standing approvals the desk offers now (issue 34): those whose window is open at this
 * moment, of the flat the guard typed (or every flat, by flat), judged from the saved list.
 */
import { cleanApartment } from '../../../contract/platform/fields';
import { standingOpenAt, type DeskStanding } from '../../../contract/gate/standing';

export function openStanding(
  standing: readonly DeskStanding[],
  now: Date,
  flat: string,
): DeskStanding[] {
  const wanted = cleanApartment(flat);
  return standing
    .filter((approval) => approval.apartment.startsWith(wanted) && standingOpenAt(approval, now))
    .sort((a, b) => a.apartment.localeCompare(b.apartment) || Number(a.id) - Number(b.id));
}

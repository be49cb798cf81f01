/**
 * The desk's plate lookup (issue 34), pure and offline: the saved register's plates indexed by
 * their compact form, so a plate typed any way is found at once among thousands; a whole plate
 * nobody holds may still be a cab a flat has approved by its plate's ending; a part of a plate
 * (the number a guard read) finds the plates holding it.
 */
import { standingOpenAt, type DeskStanding } from '../../../contract/gate/standing';
import {
  normalisePlate,
  plateEndsWith,
  plateLetters,
  type Plate,
} from '../../../contract/vehicles/plates';
import type { DeskVehicle } from '../../../contract/vehicles/vehicles';

/** Fewer letters than this find too many plates to read. */
const MIN_LETTERS = 3;
/** A part of a plate lists at most this many. */
const MAX_PARTIAL = 5;

export interface PlateIndex {
  byPlate: ReadonlyMap<string, DeskVehicle>;
  vehicles: readonly DeskVehicle[];
}

export function plateIndexOf(vehicles: readonly DeskVehicle[]): PlateIndex {
  return { byPlate: new Map(vehicles.map((vehicle) => [vehicle.plate, vehicle])), vehicles };
}

export interface PlateAnswer {
  /** The whole plate typed, when it is one. */
  plate?: Plate;
  /** The vehicle it is, or (for part of a plate) those that hold it. */
  vehicles: DeskVehicle[];
  /** Cabs approved by their plate's ending, open now. */
  cabs: DeskStanding[];
}

/** What the desk knows of `typed`; undefined until enough is typed to look. */
export function findPlate(
  index: PlateIndex,
  standing: readonly DeskStanding[],
  typed: string,
  now: Date,
): PlateAnswer | undefined {
  const letters = plateLetters(typed);
  if (letters.length < MIN_LETTERS) return undefined;
  const plate = normalisePlate(letters);
  const cabs = standing.filter(
    (approval) =>
      approval.kind === 'cab' &&
      approval.plate_suffix !== '' &&
      plateEndsWith(letters, approval.plate_suffix) &&
      standingOpenAt(approval, now),
  );
  if (plate) {
    const vehicle = index.byPlate.get(plate.compact);
    return { plate, vehicles: vehicle ? [vehicle] : [], cabs };
  }
  const vehicles: DeskVehicle[] = [];
  for (const vehicle of index.vehicles) {
    if (!vehicle.plate.includes(letters)) continue;
    vehicles.push(vehicle);
    if (vehicles.length === MAX_PARTIAL) break;
  }
  return { vehicles, cabs };
}

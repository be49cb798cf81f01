import type { DirectoryEntry } from '../../../contract/gate/desk';

/**
 * Whether the desk's saved directory knows `apartment` (every flat with residents is in it).
 * Without a saved directory the desk cannot tell, so the server judges: yes.
 */
export function knownFlat(directory: readonly DirectoryEntry[], apartment: string): boolean {
  return directory.length === 0 || directory.some((flat) => flat.apartment === apartment);
}

/**
 * Small lists of ids a device remembers across reloads in localStorage (a walk-in card closed, a
 * notice already seen). Without storage (a locked-down private mode) the list is empty and
 * nothing is kept: what it remembers is a convenience, never the record.
 */

export function readStoredIds(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds `id` to the list at `key`, keeping the newest `max`; answers the list kept. */
export function addStoredId(key: string, id: string, max: number): string[] {
  const next = [...readStoredIds(key).filter((kept) => kept !== id), id].slice(-max);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Not remembered past this visit.
  }
  return next;
}

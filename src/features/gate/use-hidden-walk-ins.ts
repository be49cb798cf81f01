import { useState } from 'react';

const HIDDEN_KEY = 'gatehouse-gate-done-walk-ins';
/** Ids kept: a shift's walk-ins, with room to spare; older ones are long out of the list. */
const MAX_KEPT = 200;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(HIDDEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Walk-in cards the guard closed with "Done", remembered on the device across reloads. */
export function useHiddenWalkIns(): [ReadonlySet<string>, (id: string) => void] {
  const [hidden, setHidden] = useState(() => new Set(read()));
  const hide = (id: string) => {
    const next = [...hidden, id].slice(-MAX_KEPT);
    setHidden(new Set(next));
    try {
      localStorage.setItem(HIDDEN_KEY, JSON.stringify(next));
    } catch {
      // Not remembered past this visit; the card is closed all the same.
    }
  };
  return [hidden, hide];
}

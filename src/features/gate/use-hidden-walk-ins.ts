import { useState } from 'react';
import { addStoredId, readStoredIds } from '../../lib/stored-ids';

const HIDDEN_KEY = 'gatehouse-gate-done-walk-ins';
/** Ids kept: a shift's walk-ins, with room to spare; older ones are long out of the list. */
const MAX_KEPT = 200;

/** Walk-in cards the guard closed with "Done", remembered on the device across reloads. */
export function useHiddenWalkIns(): [ReadonlySet<string>, (id: string) => void] {
  const [hidden, setHidden] = useState(() => new Set(readStoredIds(HIDDEN_KEY)));
  const hide = (id: string) => {
    // Closed all the same when the device cannot remember it.
    setHidden(new Set([...hidden, ...addStoredId(HIDDEN_KEY, id, MAX_KEPT)]));
  };
  return [hidden, hide];
}

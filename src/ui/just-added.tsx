/**
 * After creating or changing something, the person sees that thing, not an empty form
 * (docs/adr/005-results-in-view.md): its row in the list says "Added just now" (or "Updated just
 * now") and scrolls into view. The page provides the mark of the last result; each row of a list
 * places <JustAdded itemKey={id} />, which shows only on the row the mark names.
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import styles from './just-added.module.css';

export interface JustAddedMark {
  itemKey: string | number;
  /** Defaults to "Added just now". */
  label?: string;
}

export const updatedJustNow = 'Updated just now';

const JustAddedContext = createContext<JustAddedMark | undefined>(undefined);
export const JustAddedProvider = JustAddedContext.Provider;

export function JustAdded({ itemKey }: { itemKey: string | number }) {
  const mark = useContext(JustAddedContext);
  const ref = useRef<HTMLSpanElement>(null);
  const on = mark !== undefined && String(mark.itemKey) === String(itemKey);
  useEffect(() => {
    if (!on) return;
    // The whole row, centred: on a phone the row's name and its mark are both seen. A row taller
    // than the screen (a gallery tile) centres its mark instead, which sits by the name.
    const row = ref.current?.closest('li, tr, article');
    const fits = row && row.getBoundingClientRect().height < window.innerHeight * 0.8;
    (fits ? row : ref.current)?.scrollIntoView?.({ block: 'center' });
  }, [on, mark]);
  if (!on) return null;
  return (
    <span ref={ref} className={styles.mark}>
      {mark.label ?? 'Added just now'}
    </span>
  );
}

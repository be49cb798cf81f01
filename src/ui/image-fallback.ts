import type { SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** A broken picture becomes the neutral placeholder, once: a missing placeholder must not loop. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.dataset.fallback) return;
  image.dataset.fallback = 'true';
  image.src = PLACEHOLDER_IMAGE;
}

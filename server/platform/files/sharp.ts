/** sharp (libvips), loaded on the first image it handles (issue 38: memory on a small server). */
import { onFirstUse } from '../on-first-use';

export const loadSharp = onFirstUse(async () => {
  const sharp = (await import('sharp')).default;
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
});

/** sharp (libvips), loaded on the first image it handles (issue 38: memory on a small server). */
import { onFirstUse } from '../on-first-use';

export const loadSharp = onFirstUse(async () => (await import('sharp')).default);

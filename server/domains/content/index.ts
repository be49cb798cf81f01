/**
 * What the RWA publishes for everyone: restaurant menus, the gallery, newsletters, tenders and
 * community updates, and the demo estate's copies of each.
 */
import { galleryHandlers } from './gallery-handlers';
import { menuHandlers } from './menu-handlers';
import { newsletterHandlers } from './newsletter-handlers';
import { tenderHandlers } from './tender-handlers';
import { updateHandlers } from './update-handlers';

export const handlers = {
  ...tenderHandlers,
  ...menuHandlers,
  ...galleryHandlers,
  ...newsletterHandlers,
  ...updateHandlers,
};
export { seedContent } from './seed';
export { demoTenders } from './seed-tenders';

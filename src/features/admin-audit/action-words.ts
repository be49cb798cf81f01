/**
 * The audit trail's action codes in words (the `audit` rules of contract/*.ts and the server's
 * security events). A code this table does not know yet shows as itself: nothing is hidden.
 */
const actionWords: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.verify_failed': 'Wrong sign-in code',
  'auth.lockout': 'Locked after wrong codes',
  'auth.logout': 'Signed out',
  'auth.sessions_revoked': 'Signed out on all devices',
  'user.create': 'Added a resident',
  'user.bulk_create': 'Uploaded residents (CSV)',
  'user.status': 'Changed a resident’s status',
  'user.edit': 'Edited a resident',
  'user.remove': 'Removed a resident',
  'user.role': 'Changed a role',
  'user.sign_out_everywhere': 'Signed a resident out everywhere',
  'user.unlock': 'Unlocked a sign-in',
  'booking.status': 'Changed a booking',
  'golf_cart.status': 'Changed a golf-cart request',
  'broadcast.send': 'Sent a broadcast',
  'update.create': 'Posted a community update',
  'update.delete': 'Deleted a community update',
  'event.create': 'Created an event',
  'event.delete': 'Deleted an event',
  'menu.upload': 'Uploaded a menu',
  'menu.delete': 'Deleted a menu',
  'newsletter.upload': 'Uploaded a newsletter',
  'newsletter.delete': 'Deleted a newsletter',
  'gallery.upload': 'Uploaded a photo',
  'gallery.delete': 'Deleted a photo',
  'tender.create': 'Created a tender',
  'tender.edit': 'Edited a tender',
  'tender.delete': 'Deleted a tender',
  'document.upload': 'Uploaded an apartment document',
  'document.delete': 'Deleted an apartment document',
  'assistant_file.upload': 'Uploaded a chatbot document',
  'assistant_file.delete': 'Deleted a chatbot document',
  'lost_found.create': 'Added a lost & found item',
  'lost_found.image': 'Changed a lost & found photo',
  'lost_found.edit': 'Edited a lost & found item',
  'lost_found.status': 'Changed a lost & found item’s status',
  'lost_found.delete': 'Deleted a lost & found item',
};

export const knownActions = Object.keys(actionWords);

export function actionInWords(code: string): string {
  return actionWords[code] ?? code;
}

export function roleInWords(role: string | null): string | undefined {
  if (role === 'rwa') return 'RWA admin';
  if (role === 'member') return 'Resident';
  return role ?? undefined;
}

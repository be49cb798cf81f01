import { lazy, Suspense } from 'react';

// Lazy, like the pending badge: the count reads the inbox in Dexie, kept out of the first chunk.
const NotificationBell = lazy(() =>
  import('../../features/notifications/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

export function NotificationBellSlot({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <NotificationBell userId={userId} />
    </Suspense>
  );
}

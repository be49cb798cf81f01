import { lazy, Suspense } from 'react';

// Lazy: the count reads the outbox in Dexie, which must stay out of the home page's first chunk.
const PendingBadge = lazy(() => import('./pending-badge'));

export function PendingBadgeSlot({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <PendingBadge userId={userId} />
    </Suspense>
  );
}

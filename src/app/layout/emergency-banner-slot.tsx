import { lazy, Suspense } from 'react';
import { useSession } from '../../api/session';

const EmergencyBanner = lazy(() =>
  import('../../features/notifications/emergency-banner').then((module) => ({
    default: module.EmergencyBanner,
  })),
);

/** An unacknowledged emergency notice from the RWA, above every page of a signed-in resident. */
export function EmergencyBannerSlot() {
  const { user } = useSession();
  // Visitors and the RWA never download it.
  if (user?.role !== 'MEMBER') return null;
  return (
    <Suspense fallback={null}>
      <EmergencyBanner />
    </Suspense>
  );
}

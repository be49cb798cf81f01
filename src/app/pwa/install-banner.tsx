import { lazy, Suspense } from 'react';
import { useInstallPrompt } from './use-install-prompt';

// Lazy: most visits are never offered installing (a browser that cannot, an app already on the
// home screen, a banner dismissed before), and those never download the banner.
const InstallBannerView = lazy(() => import('./install-banner-view'));

/** "Install Gatehouse" (SPEC.md §1), once the browser or the platform makes installing possible. */
export function InstallBanner() {
  const { offer, dismiss } = useInstallPrompt();
  if (offer.kind === 'none') return null;
  return (
    <Suspense fallback={null}>
      <InstallBannerView offer={offer} dismiss={dismiss} />
    </Suspense>
  );
}

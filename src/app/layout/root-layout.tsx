import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ClientOnly } from '../../ui/client-only';
import { InstallBanner } from '../pwa/install-banner';
import { UpdatePrompt } from '../pwa/update-prompt';
import { useRouteTitle } from '../use-route-title';
import { EmergencyBannerSlot } from './emergency-banner-slot';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import styles from './layout.module.css';
import { TopBar } from './top-bar';

/** The frame around every page: skip link, top bar (not on /login), main, footer, PWA prompts. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useRouteTitle();

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {pathname !== paths.login && <TopBar />}
      <OfflineBanner />
      <EmergencyBannerSlot />
      {navigation.state === 'loading' && (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {/* The update prompt registers the service worker: as early as the app starts, as before. */}
      <ClientOnly>
        <UpdatePrompt />
        <InstallBanner />
      </ClientOnly>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

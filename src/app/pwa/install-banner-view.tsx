import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '../../ui/button';
import type { InstallOffer } from './use-install-prompt';
import styles from './install-banner.module.css';

interface InstallBannerViewProps {
  offer: Exclude<InstallOffer, { kind: 'none' }>;
  dismiss: () => void;
}

/** "Install Gatehouse" (SPEC.md §1): an Install button, or Add to Home Screen steps on iOS. */
export default function InstallBannerView({ offer, dismiss }: InstallBannerViewProps) {
  const banner = useRef<HTMLElement>(null);
  useHeightForToasts(banner);
  return (
    <section ref={banner} className={styles.banner} aria-label="Install Gatehouse">
      {/* The mark as SVG: sharp at any density, where the 192 px PNG would be 5× too big. */}
      <img
        className={styles.icon}
        src="/favicon.svg"
        alt=""
        width={40}
        height={40}
        loading="lazy"
      />
      <div className={styles.text}>
        <p className={styles.title}>Install Gatehouse</p>
        {offer.kind === 'ios' ? (
          <p className={styles.steps}>
            Tap Share
            <ShareIcon />, then Add to Home Screen.
          </p>
        ) : (
          <p className={styles.steps}>Opens from your home screen, even offline.</p>
        )}
      </div>
      {offer.kind === 'prompt' && (
        <Button className={styles.install} onClick={() => void offer.install()}>
          Install
        </Button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss install banner"
        onClick={dismiss}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
    </section>
  );
}

/**
 * The banner's height as --install-banner-height on the page, so the update toast rests above
 * it instead of covering it; cleared when the banner goes.
 */
function useHeightForToasts(banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement.style;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.setProperty('--install-banner-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--install-banner-height');
    };
  }, [banner]);
}

/** Safari's Share glyph (a box with an arrow up), so the step matches what they see. */
function ShareIcon() {
  return (
    <svg
      className={styles.share}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 11H5v10h14V11h-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

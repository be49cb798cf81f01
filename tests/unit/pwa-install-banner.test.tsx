import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner } from '../../src/app/pwa/install-banner';
import { INSTALL_DISMISSED_KEY } from '../../src/app/pwa/use-install-prompt';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

function browser(options: {
  userAgent: string;
  platform?: string;
  touchPoints?: number;
  standalone?: boolean;
}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(options.userAgent);
  vi.spyOn(navigator, 'platform', 'get').mockReturnValue(options.platform ?? 'Linux armv8l');
  // jsdom has no maxTouchPoints at all: give the navigator its own for this test.
  Object.defineProperty(navigator, 'maxTouchPoints', {
    value: options.touchPoints ?? 0,
    configurable: true,
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(display-mode: standalone)' && options.standalone === true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** What Chromium sends when the app may be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { maxTouchPoints?: number }).maxTouchPoints;
  // The caught event outlives a test; the browser's own "installed" signal clears it.
  window.dispatchEvent(new Event('appinstalled'));
});

const banner = () => screen.queryByRole('region', { name: 'Install Gatehouse' });

/** Lets the banner's lazily loaded view arrive: what is (not) shown is then the settled screen. */
async function settled() {
  await act(async () => {
    await import('../../src/app/pwa/install-banner-view');
  });
}

describe('install banner (SPEC.md §1)', () => {
  it('offers an Install button once the browser allows installing, and prompts on click', async () => {
    browser({ userAgent: ANDROID_CHROME });
    render(<InstallBanner />);
    expect(banner()).toBeNull();

    const event = offerInstall();
    await settled();
    expect(event.defaultPrevented).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    // An event prompts once: the banner goes until the browser offers again.
    expect(banner()).toBeNull();
  });

  it('goes away when the app gets installed', async () => {
    browser({ userAgent: ANDROID_CHROME });
    render(<InstallBanner />);
    offerInstall();
    await settled();
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(banner()).toBeNull();
  });

  it('shows nothing in a browser that cannot install', async () => {
    browser({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    const { container } = render(<InstallBanner />);
    await settled();
    expect(container.innerHTML).toBe('');
  });

  it('explains Add to Home Screen on an iPhone', async () => {
    browser({ userAgent: IPHONE_SAFARI, platform: 'iPhone', touchPoints: 5 });
    render(<InstallBanner />);
    await settled();
    expect(banner()?.textContent).toContain('Tap Share, then Add to Home Screen.');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('knows an iPad that calls itself a Mac', async () => {
    browser({ userAgent: IPAD_AS_MAC, platform: 'MacIntel', touchPoints: 5 });
    render(<InstallBanner />);
    await settled();
    expect(banner()?.textContent).toContain('Tap Share, then Add to Home Screen.');
  });

  it('stays hidden when already running installed', async () => {
    browser({ userAgent: ANDROID_CHROME, standalone: true });
    render(<InstallBanner />);
    offerInstall();
    await settled();
    expect(banner()).toBeNull();
  });

  it('stays hidden on a home-screen iPhone app', async () => {
    browser({ userAgent: IPHONE_SAFARI, platform: 'iPhone', touchPoints: 5 });
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      render(<InstallBanner />);
      await settled();
      expect(banner()).toBeNull();
    } finally {
      delete (navigator as Navigator & { standalone?: boolean }).standalone;
    }
  });

  it('can be dismissed, and remembers it on the next visit', async () => {
    browser({ userAgent: IPHONE_SAFARI, platform: 'iPhone', touchPoints: 5 });
    const first = render(<InstallBanner />);
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss install banner' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');

    first.unmount();
    render(<InstallBanner />);
    await settled();
    expect(banner()).toBeNull();
  });
});

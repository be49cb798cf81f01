/** The layout's PWA prompts and the home page are other streams' concern; stand-ins keep these tests on the offline UI. */
import { vi } from 'vitest';

vi.mock(
  '../../../src/app/pwa/update-prompt',
  async () => (await import('../support/app-mocks')).pwaUpdatePrompt,
);
vi.mock(
  '../../../src/app/pwa/install-banner',
  async () => (await import('../support/app-mocks')).pwaInstallBanner,
);
vi.mock(
  '../../../src/features/home/home-page',
  async () => (await import('../support/app-mocks')).homePage,
);

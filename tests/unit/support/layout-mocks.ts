/** The layout's PWA prompts and the home page are other tests' concern; stand-ins keep a test on its own part of the app. Import first. */
import { vi } from 'vitest';

vi.mock(
  '../../../src/app/pwa/update-prompt',
  async () => (await import('./app-mocks')).pwaUpdatePrompt,
);
vi.mock(
  '../../../src/app/pwa/install-banner',
  async () => (await import('./app-mocks')).pwaInstallBanner,
);
vi.mock('../../../src/features/home/home-page', async () => (await import('./app-mocks')).homePage);

/**
 * Stand-ins for modules other work streams own (PWA prompts, public pages): these tests are
 * about routing and login, and the real ones need a service worker jsdom does not have.
 * Use from a vi.mock factory: `vi.mock(path, async () => (await import(here)).pwaUpdatePrompt)`.
 */
export const pwaUpdatePrompt = { UpdatePrompt: () => null };
export const pwaInstallBanner = { InstallBanner: () => null };
export const homePage = { default: () => <h1>Welcome home</h1> };
export const aboutPage = { default: () => <h1>About Us</h1> };
export const contactPage = { default: () => <h1>Contact Us</h1> };

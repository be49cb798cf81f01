/** Steps of the login page, the way a person takes them. */
import { renderApp } from './render-app';

export async function openLogin(path = '/login') {
  const app = renderApp(path);
  await app.screen.findByRole('heading', { name: /Login$/ });
  return app;
}

export async function requestCode(path = '/login', phone = '9000000002') {
  const app = await openLogin(path);
  await app.user.type(app.screen.getByLabelText('Phone number'), phone);
  if (!path.includes('role=RWA')) {
    await app.user.type(app.screen.getByLabelText('Apartment number'), 'A101');
  }
  await app.user.click(app.screen.getByRole('button', { name: 'Send OTP' }));
  return app;
}

export async function verifyWith(path: string, phone = '9000000002') {
  const app = await requestCode(path, phone);
  await app.user.type(await app.screen.findByLabelText('OTP'), '123456');
  await app.user.click(app.screen.getByRole('button', { name: 'Verify OTP' }));
  return app;
}

/** The text of everything an element's aria-describedby points at. */
export function describedBy(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export function stored() {
  const raw = localStorage.getItem('auth-storage');
  return raw
    ? (JSON.parse(raw) as { isAuthenticated: boolean; token: string; user: unknown })
    : null;
}

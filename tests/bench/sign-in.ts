/** Signs a demo person in over HTTP as the app does, reading the code from the server's console. */
import type { RunningServer } from '../e2e/support/server';

export async function signInOverHttp(
  server: RunningServer,
  phone: string,
  apartment?: string,
): Promise<string> {
  const rwa = apartment === undefined;
  const post = async (path: string, body: object) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ token?: string }>;
  };
  const who = rwa ? { phone_number: phone } : { phone_number: phone, apartment_number: apartment };
  await post(rwa ? 'rwa/rwa-generate-otp' : 'auth/generate-otp', who);
  const otp = await server.otpFor(phone);
  const { token } = await post(rwa ? 'rwa/rwa-verify-otp' : 'auth/verify-otp', { ...who, otp });
  if (!token) throw new Error(`no token for ${phone}`);
  return token;
}

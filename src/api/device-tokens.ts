/**
 * This device's trusted-device tokens (issue 31), one per person who signed in on it, kept in
 * localStorage. They outlive a logout on purpose: the next sign-in as that person sends the
 * token back (`Gatehouse-Device`), so a stranger's wrong codes for the phone never lock them
 * out here. The server decides whether a token still counts (it ends with "Sign out on all
 * devices", a deactivation or a move-out); the app only keeps the latest one it was given.
 */
const DEVICE_TOKENS_KEY = 'gatehouse-device-tokens';

function readAll(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** The token this device was given when `phone` last signed in here, if any. */
export function deviceTokenFor(phone: string): string | undefined {
  return readAll()[phone];
}

export function keepDeviceToken(phone: string, token: string): void {
  try {
    localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify({ ...readAll(), [phone]: token }));
  } catch {
    // Storage full or blocked: this device simply stays untrusted, as before.
  }
}

/**
 * Reading an invoice's `upi://pay` link (contract/dues/upi.ts) back: the amount and the payee it
 * pays, so the page states exactly what the link and its QR will ask the UPI app for.
 */
import { parseRupees } from '../../../contract/dues/money';

function field(link: string, name: string): string | undefined {
  const match = new RegExp(`[?&]${name}=([^&]*)`).exec(link);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The `am` of the link in paise. */
export const linkAmount = (link: string): number | undefined => {
  const am = field(link, 'am');
  return am === undefined ? undefined : parseRupees(am);
};

/** The `pa` of the link: the estate's UPI ID. */
export const linkVpa = (link: string): string | undefined => field(link, 'pa');

/**
 * A `upi://` link opens a UPI app on Android only; iPhones and desktops get the QR instead
 * (on an iPhone the scheme reaches at most one app, often none; a desktop has none).
 */
export function opensUpiApps(): boolean {
  return typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);
}

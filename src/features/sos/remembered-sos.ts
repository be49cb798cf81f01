/**
 * Which SOS this phone raised last, so the page still shows "On my way" after a reload or a
 * trip to another page. Kept two hours; after that a new visit starts from the button.
 */
const KEY = 'gatehouse-sos';
const KEEP_MS = 2 * 60 * 60 * 1000;

interface Remembered {
  userId: string;
  id: string;
  at: number;
}

export function rememberedSos(userId: string, now = Date.now()): string | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Remembered | null;
    if (!value || value.userId !== userId || now - value.at > KEEP_MS) return undefined;
    return value.id;
  } catch {
    return undefined;
  }
}

export function rememberSos(userId: string, id: string | undefined): void {
  try {
    if (id === undefined) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ userId, id, at: Date.now() }));
  } catch {
    // No storage: this visit still shows it.
  }
}

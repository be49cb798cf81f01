// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from '../../../src/offline/storage';
import { resetOfflineDb } from './helpers';

beforeEach(resetOfflineDb);
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser's storage manager whose `persist()` answers with `answer` (or never). */
function stubStorage(answer: Promise<boolean>) {
  const persist = vi.fn(() => answer);
  const persisted = vi.fn(() => Promise.resolve(false));
  vi.stubGlobal('navigator', { storage: { persist, persisted } });
  return { persist, persisted };
}

describe('asking for persistent storage', () => {
  it('asks once even when the prompt is never answered (Firefox), and reports not persistent', async () => {
    const { persist } = stubStorage(new Promise<boolean>(() => undefined));
    await expect(requestPersistentStorage(50)).resolves.toBe(false);
    await expect(requestPersistentStorage(50)).resolves.toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('takes a granted answer as persistent', async () => {
    stubStorage(Promise.resolve(true));
    await expect(requestPersistentStorage()).resolves.toBe(true);
  });

  it('asks nothing where the browser has no persist() (WebKit)', async () => {
    vi.stubGlobal('navigator', { storage: {} });
    await expect(requestPersistentStorage()).resolves.toBe(false);
  });
});

/** Every unit test starts signed out, with an empty cache and no leftover DOM or stubs. */
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../../src/api/session';

// Files of pure logic run in node (`// @vitest-environment node`): no DOM to clean there.
const hasDom = typeof window !== 'undefined';

// findBy/waitFor give up after 1 s by default. A page's first render imports it (lazy routes), and
// with two workers sharing two cores that took over 1 s on a busy machine: the failures were
// "Unable to find", never wrong content. Waiting longer for the same screen changes no assertion.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no layout; the router's scroll restoration would only log "not implemented".
if (hasDom) window.scrollTo = () => undefined;

afterEach(() => {
  if (hasDom) {
    cleanup();
    clearSession();
    localStorage.clear();
  }
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Every unit test starts signed out, with an empty cache and no leftover DOM or stubs. */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../../src/api/session';

// Files of pure logic run in node (`// @vitest-environment node`): no DOM to clean there.
const hasDom = typeof window !== 'undefined';

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

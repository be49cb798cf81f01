/** Every unit test starts signed out, with an empty cache and no leftover DOM or stubs. */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../../src/api/session';

// jsdom has no layout; the router's scroll restoration would only log "not implemented".
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

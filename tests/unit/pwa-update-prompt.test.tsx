import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { UpdatePrompt } from '../../src/app/pwa/update-prompt';

/** A stand-in for vite-plugin-pwa's hook: jsdom has no service worker to register. */
const sw = vi.hoisted(() => ({
  needRefresh: false,
  offlineReady: false,
  options: undefined as RegisterSWOptions | undefined,
  updateServiceWorker: undefined as unknown as (reload?: boolean) => Promise<void>,
}));

vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: (options?: RegisterSWOptions) => {
      sw.options = options;
      return {
        needRefresh: useState(sw.needRefresh),
        offlineReady: useState(sw.offlineReady),
        updateServiceWorker: sw.updateServiceWorker,
      };
    },
  };
});

beforeEach(() => {
  sw.needRefresh = false;
  sw.offlineReady = false;
  sw.options = undefined;
  sw.updateServiceWorker = vi.fn(async () => undefined);
});

describe('update prompt', () => {
  it('offers Reload when a new version waits, and swaps it in on request', () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toContain('A new version is ready');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('lets the resident put the update off', () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss update notice' }));
    expect(screen.queryByText('A new version is ready')).toBeNull();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('says once that the app works offline, then hides after 5 seconds', () => {
    vi.useFakeTimers();
    sw.offlineReady = true;
    render(<UpdatePrompt />);
    expect(screen.getByText('Ready to work offline')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Ready to work offline')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Ready to work offline')).toBeNull();
  });

  it('shows nothing when there is no news', () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('looks for a new version every hour while online', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    const registration = { installing: null, update: vi.fn(async () => undefined) };
    sw.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);

    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledOnce();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});

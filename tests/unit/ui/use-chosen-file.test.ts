// @vitest-environment jsdom
/**
 * A form sends the photo that was chosen, even when Send is tapped while the photo is still being
 * made small (issue 22: WebKit's tester sent a helpdesk ticket without its photo that way).
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChosenFile } from '../../../src/ui/use-chosen-file';

describe('the chosen file a form sends', () => {
  it('waits for a photo still being prepared, and gives that photo', async () => {
    const { result } = renderHook(() => useChosenFile());
    const photo = new File(['small'], 'leak.jpg', { type: 'image/jpeg' });
    let finish = () => {};
    act(() => {
      result.current.preparing(
        new Promise<void>((resolve) => {
          finish = () => {
            result.current.choose(photo, undefined);
            resolve();
          };
        }),
      );
    });
    const sent = result.current.settled();
    await act(async () => finish());
    await expect(sent).resolves.toEqual({ file: photo, problem: undefined });
  });

  it('gives the problem of the latest choice, so the form sends nothing', async () => {
    const { result } = renderHook(() => useChosenFile());
    act(() => result.current.choose(undefined, 'Please choose a JPEG or PNG image'));
    await expect(result.current.settled()).resolves.toEqual({
      file: undefined,
      problem: 'Please choose a JPEG or PNG image',
    });
    expect(result.current.problem).toBe('Please choose a JPEG or PNG image');
  });

  it('gives nothing when nothing was chosen', async () => {
    const { result } = renderHook(() => useChosenFile());
    await expect(result.current.settled()).resolves.toEqual({});
  });
});

/** ADR 005: a result comes into view, is announced, and stays until the person moves on. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JustAdded, JustAddedProvider } from '../../../src/ui/just-added';
import { useResult } from '../../../src/ui/result-line';

const scrolled = vi.fn();

afterEach(() => {
  scrolled.mockReset();
  vi.useRealTimers();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
});

function watchScrolling() {
  // jsdom lays nothing out and has no scrollIntoView; count who asks for it.
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: HTMLElement, options: ScrollIntoViewOptions) {
      scrolled(this.tagName, this.textContent, options);
    },
  });
  // The page's own scrolling: jsdom puts everything at the top, within the first screen.
  vi.spyOn(window, 'scrollTo').mockImplementation((options) => scrolled('WINDOW', '', options));
}

const rows = [
  { id: 1, name: 'Lunch thali' },
  { id: 2, name: 'Diwali special' },
];

/** A page with one action, like the admin content pages: a result line and a list. */
function Page() {
  const result = useResult();
  return (
    <>
      {result.line}
      <button
        onClick={() => result.show('Menu uploaded: “Diwali special”.', { mark: { itemKey: 2 } })}
      >
        Upload
      </button>
      <button onClick={() => result.show('Menu name is required', { tone: 'error' })}>
        Upload nothing
      </button>
      <JustAddedProvider value={result.mark}>
        <ul>
          {rows.map((row) => (
            <li key={row.id}>
              {row.name} <JustAdded itemKey={row.id} />
            </li>
          ))}
        </ul>
      </JustAddedProvider>
    </>
  );
}

describe('the result of an action', () => {
  it('is announced in a status region that was there before it, and stays past 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Page />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toContain('Menu uploaded: “Diwali special”.');
    act(() => vi.advanceTimersByTime(60_000));
    expect(status.textContent).toContain('Menu uploaded: “Diwali special”.');
  });

  it('marks the new item "Added just now" and brings its row into view after the line, so the row is what shows', async () => {
    watchScrolling();
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const [thali, special] = screen.getAllByRole('listitem');
    expect(within(special!).getByText('Added just now')).toBeTruthy();
    expect(within(thali!).queryByText('Added just now')).toBeNull();
    // The line is within the first screen: the page goes to its top, heading and line in view.
    expect(scrolled.mock.calls.map(([tag, , options]) => [tag, options])).toEqual([
      ['WINDOW', { top: 0 }],
      ['LI', { block: 'center' }],
    ]);
  });

  it('goes when dismissed, and a refusal is an alert', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Upload nothing' }));
    expect(screen.getByRole('alert').textContent).toContain('Menu name is required');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

/** A form's error comes into view when it appears or changes; other messages leave the page be. */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from '../../../src/ui/banner';

const scrolled = vi.fn();

afterEach(() => {
  scrolled.mockReset();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
});

function watchScrolling() {
  // jsdom lays nothing out and has no scrollIntoView; count who asks for it.
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: HTMLElement, options: ScrollIntoViewOptions) {
      scrolled(this.textContent, options);
    },
  });
}

describe('Banner', () => {
  it('brings an error into view, and again when the error changes', () => {
    watchScrolling();
    const { rerender } = render(<Banner tone="error">This time slot was just booked.</Banner>);
    expect(scrolled).toHaveBeenCalledWith('This time slot was just booked.', { block: 'nearest' });
    rerender(<Banner tone="error">You are offline.</Banner>);
    expect(scrolled).toHaveBeenLastCalledWith('You are offline.', { block: 'nearest' });
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('leaves the page where it is for a success or a note', () => {
    watchScrolling();
    render(<Banner tone="success">Booking confirmed.</Banner>);
    render(<Banner tone="info">Saved on this phone.</Banner>);
    expect(scrolled).not.toHaveBeenCalled();
  });
});

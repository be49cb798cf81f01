import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/ui/carousel';

const slides = ['Badminton', 'Tennis', 'Pool'].map((name) => ({
  id: name,
  content: <p>{name}</p>,
}));

function renderCarousel() {
  render(<Carousel label="Our courts" slides={slides} />);
  return screen.getByRole('region', { name: 'Our courts' });
}

/** The slide a sighted visitor sees: the only one not hidden from assistive technology. */
const visibleSlide = () => screen.getByRole('group').getAttribute('aria-label');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

describe('carousel (SPEC.md §2, §9)', () => {
  it('is announced as a carousel of labelled slides', () => {
    const carousel = renderCarousel();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slide = screen.getByRole('group', { name: '1 of 3' });
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    expect(slide.textContent).toBe('Badminton');
  });

  it('advances every 5 seconds and wraps around after the last slide', () => {
    renderCarousel();
    wait(4999);
    expect(visibleSlide()).toBe('1 of 3');
    wait(1);
    expect(visibleSlide()).toBe('2 of 3');
    wait(5000);
    expect(visibleSlide()).toBe('3 of 3');
    wait(5000);
    expect(visibleSlide()).toBe('1 of 3');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const carousel = renderCarousel();
    fireEvent.pointerEnter(carousel);
    wait(15000);
    expect(visibleSlide()).toBe('1 of 3');
    fireEvent.pointerLeave(carousel);
    wait(5000);
    expect(visibleSlide()).toBe('2 of 3');
  });

  it('pauses while keyboard focus is inside it', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(15000);
    expect(visibleSlide()).toBe('1 of 3');
  });

  it('moves with the arrows, wrapping both ways', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('2 of 3');
  });

  it('jumps with the dots and marks the current one', () => {
    renderCarousel();
    const third = screen.getByRole('button', { name: 'Go to slide 3' });
    fireEvent.click(third);
    expect(visibleSlide()).toBe('3 of 3');
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('follows the arrow keys on its controls', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Go to slide 1' });
    fireEvent.keyDown(dot, { key: 'ArrowLeft' });
    expect(visibleSlide()).toBe('3 of 3');
    fireEvent.keyDown(dot, { key: 'ArrowRight' });
    expect(visibleSlide()).toBe('1 of 3');
  });

  it('stops for good when the visitor presses Stop, and starts again on Start', () => {
    renderCarousel();
    const stop = screen.getByRole('button', { name: 'Stop slide show' });
    fireEvent.click(stop);
    act(() => stop.blur());
    wait(15000);
    expect(visibleSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start slide show' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    wait(5000);
    expect(visibleSlide()).toBe('2 of 3');
  });

  it('does not rotate on its own when the system asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCarousel();
    wait(15000);
    expect(visibleSlide()).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: 'Stop slide show' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('2 of 3');
  });

  it('keeps hidden slides out of the tab order', () => {
    render(
      <Carousel
        label="Links"
        slides={[
          { id: 'a', content: <a href="#a">First</a> },
          { id: 'b', content: <a href="#b">Second</a> },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Second' })).toBeNull();
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Lightbox } from '../../src/ui/lightbox';

const items = [
  { src: '/menu-a.jpg', alt: 'All-day Menu' },
  { src: '/menu-b.jpg', alt: 'Festive Thali' },
];

/** jsdom lays nothing out: the image fitted to a 360 px phone screen is 344 px wide. */
const FITTED = 344;
beforeEach(() => {
  vi.spyOn(HTMLImageElement.prototype, 'clientWidth', 'get').mockReturnValue(FITTED);
});

function Harness({ zoomable }: { zoomable: boolean }) {
  const [index, setIndex] = useState(0);
  return (
    <Lightbox
      label="Menus"
      items={items}
      index={index}
      onIndexChange={setIndex}
      onClose={() => undefined}
      zoomable={zoomable}
    />
  );
}

function open(zoomable = true) {
  const user = userEvent.setup();
  render(<Harness zoomable={zoomable} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Menus' }));
  const shown = () => dialog.getByRole('img');
  const press = (name: string) => user.click(dialog.getByRole('button', { name }));
  return { user, dialog, shown, press };
}

describe('a zoomable lightbox', () => {
  it('grows the image from its fitted width with each Zoom in, and fits it again', async () => {
    const { shown, press } = open();
    expect(shown().style.width).toBe('');
    await press('Zoom in');
    expect(shown().style.width).toBe(`${FITTED * 1.5}px`);
    await press('Zoom in');
    expect(shown().style.width).toBe(`${FITTED * 2}px`);
    await press('Zoom out');
    expect(shown().style.width).toBe(`${FITTED * 1.5}px`);
    await press('Fit screen');
    expect(shown().style.width).toBe('');
  });

  it('pans instead of paging while zoomed: a swipe and the arrow keys stay on the image', async () => {
    const { user, shown, press } = open();
    await press('Zoom in');
    const figure = shown().closest('figure') as HTMLElement;
    fireEvent.pointerDown(figure, { clientX: 300 });
    fireEvent.pointerUp(figure, { clientX: 100 });
    await user.keyboard('{ArrowRight}');
    expect(shown().getAttribute('alt')).toBe('All-day Menu');
  });

  it('shows the next image fitted', async () => {
    const { shown, press } = open();
    await press('Zoom in');
    await press('Next image');
    expect(shown().getAttribute('alt')).toBe('Festive Thali');
    expect(shown().style.width).toBe('');
  });

  it('offers no zoom unless asked to', () => {
    const { dialog } = open(false);
    expect(dialog.queryByRole('group', { name: 'Zoom' })).toBeNull();
  });
});

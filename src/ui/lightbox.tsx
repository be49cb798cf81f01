/**
 * A full-screen image viewer (SPEC.md §2 /gallery, /restaurant-menu): previous/next (at the ends
 * of the caption row, never on the image) wrap around,
 * ←/→/Escape on a keyboard, a swipe on a phone, and Close. Focus stays inside while it is open
 * and goes back to the thumbnail that opened it. A zoomable one (menus, whose prices are small
 * print) adds zoom buttons; zoomed, the image pans inside the screen and swipes pan, not page.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PLACEHOLDER_IMAGE, showPlaceholder } from './image-fallback';
import { useZoom } from './use-zoom';
import { ZoomControls } from './zoom-controls';
import styles from './lightbox.module.css';

export interface LightboxItem {
  src: string;
  alt: string;
  caption?: string;
}

export interface LightboxProps {
  items: readonly LightboxItem[];
  /** The item shown; the parent owns it so it can open the lightbox at any item. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Names the dialog, e.g. "Gallery". */
  label: string;
  /** Offers zoom buttons, for images that are read rather than looked at. */
  zoomable?: boolean;
}

/** Less than this is a tap or a wobble, not a swipe. */
const SWIPE_PX = 40;

export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
  label,
  zoomable = false,
}: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const captionId = useId();
  const zoom = useZoom();
  // The image's width when fitted to the screen, measured as it leaves fit: zoom multiplies it.
  const [fittedWidth, setFittedWidth] = useState(0);
  const zoomed = zoom.level > 1;
  const count = items.length;
  const item = items[index] ?? items[0];
  const go = (step: number) => {
    zoom.fit();
    onIndexChange((((index + step) % count) + count) % count);
  };
  const zoomIn = () => {
    const image = imageRef.current;
    if (!zoomed && image)
      setFittedWidth(image.clientWidth || image.parentElement?.clientWidth || 0);
    zoom.zoomIn();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-close]')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Zoomed, the arrows are the browser's: they pan the image.
    if (zoomed && event.key.startsWith('Arrow')) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'Escape') onClose();
    else if (event.key === 'Tab') keepFocusInside(event);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const distance = event.clientX - from;
    if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? 1 : -1);
  };

  if (!item) return null;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={label}
      aria-describedby={captionId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <figure
        className={[styles.figure, zoomed ? styles.zoomed : ''].join(' ')}
        onPointerDown={(event) => (swipeFrom.current = zoomed ? null : event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <div className={styles.frame}>
          <img
            key={item.src}
            ref={imageRef}
            className={styles.image}
            src={item.src || PLACEHOLDER_IMAGE}
            alt={item.alt}
            style={zoomed ? { width: fittedWidth * zoom.level } : undefined}
            onError={showPlaceholder}
            draggable={false}
          />
        </div>
        <figcaption id={captionId} className={styles.caption}>
          {item.caption && <span>{item.caption}</span>}
          {count > 1 && <span className={styles.count}>{`${index + 1} of ${count}`}</span>}
        </figcaption>
      </figure>
      <button
        type="button"
        data-close
        className={`${styles.control} ${styles.close}`}
        onClick={onClose}
      >
        Close
      </button>
      {zoomable && (
        <ZoomControls
          zoom={{ ...zoom, zoomIn }}
          fitLabel="Fit screen"
          buttonClassName={styles.control}
          className={styles.zoom}
        />
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.control} ${styles.previous}`}
            aria-label="Previous image"
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.control} ${styles.next}`}
            aria-label="Next image"
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </dialog>
  );
}

/** Tab from the last control goes to the first and back: showModal alone lets focus leave. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

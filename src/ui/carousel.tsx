/**
 * An accessible auto-rotating carousel (WAI-ARIA APG "carousel" pattern, SPEC.md §2 and §9).
 *
 * Rotation stops while the pointer is over it, while focus is inside it (a keyboard or screen
 * reader user is reading a slide), when the visitor presses Pause, and entirely when the system
 * asks for reduced motion. Off-screen slides are inert, so Tab never lands on a hidden slide.
 */
import {
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './carousel.module.css';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Our courts". */
  label: string;
  slides: readonly CarouselSlide[];
  /** Milliseconds between slides (SPEC.md §9: 5000). */
  interval?: number;
  className?: string;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

export function Carousel({ label, slides, interval = 5000, className }: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => true,
  );

  const rotating = count > 1 && !stopped && !reducedMotion;
  const paused = hovered || focused;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (!rotating || paused) return;
    // Restarted on every slide change, so a manual move gets a full interval before the next.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, paused, index, count, interval]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport}>
        {/* Announce slide changes only when the visitor caused them, not every 5 seconds. */}
        <div
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={rotating && !paused ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label="Previous slide"
              onClick={() => go(index - 1)}
              onKeyDown={onKeyDown}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Next slide"
              onClick={() => go(index + 1)}
              onKeyDown={onKeyDown}
            >
              <Chevron direction="right" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.playPause}
              aria-label={stopped ? 'Start slide show' : 'Stop slide show'}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <div className={styles.dots} onKeyDown={onKeyDown}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  const d = direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7';
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}

/**
 * Zoom out, fit, zoom in: the buttons of a `useZoom`. At a limit a button says so with
 * `aria-disabled` rather than `disabled`, so keyboard focus stays on it instead of being dropped.
 */
import type { Zoom } from './use-zoom';
import styles from './zoom-controls.module.css';

interface ZoomControlsProps {
  zoom: Zoom;
  /** What "fit" means here, shown on the button: "Fit width" for pages, "Fit screen" for photos. */
  fitLabel: string;
  /** The look of each button, so the controls match their host (light viewer, dark lightbox). */
  buttonClassName?: string;
  className?: string;
}

export function ZoomControls({ zoom, fitLabel, buttonClassName, className }: ZoomControlsProps) {
  const button = (label: string, enabled: boolean, act: () => void, text = label) => (
    <button
      type="button"
      className={buttonClassName}
      aria-label={text === label ? undefined : label}
      aria-disabled={!enabled || undefined}
      onClick={() => enabled && act()}
    >
      {text}
    </button>
  );
  return (
    <div role="group" aria-label="Zoom" className={[styles.group, className].join(' ')}>
      {button('Zoom out', zoom.canZoomOut, zoom.zoomOut, '−')}
      {button(fitLabel, zoom.level !== 1, zoom.fit)}
      {button('Zoom in', zoom.canZoomIn, zoom.zoomIn, '+')}
    </div>
  );
}

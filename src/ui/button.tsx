import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { useHydrated } from './client-only';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** The class of a button look, for links that should look like buttons (tiles, "Back"). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  options: { block?: boolean } = {},
): string {
  return [styles.button, styles[variant], options.block ? styles.block : '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work in progress: the button shows a spinner and cannot be pressed again. */
  busy?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  // In prerendered HTML a submit would post the form to the page itself, not to our handler:
  // it waits for the app, which takes a moment on a slow first visit.
  const waitingForApp = !useHydrated() && type === 'submit';
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClassName(variant, { block }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy || waitingForApp}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}

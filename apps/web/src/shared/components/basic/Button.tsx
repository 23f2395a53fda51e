import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';
import './basic.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default';
  size?: 'middle' | 'large';
  block?: boolean;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  icon?: ReactNode;
}

/** A button that looks like antd's, without antd's runtime (see basic.css). */
export function Button({
  variant = 'default',
  size = 'middle',
  block,
  loading,
  icon,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classNames(
        'cb-btn',
        `cb-btn--${variant}`,
        size === 'large' && 'cb-btn--lg',
        block && 'cb-btn--block',
        loading && 'cb-btn--loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="cb-btn__spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

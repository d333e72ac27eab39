import type { ButtonHTMLAttributes, Ref } from 'react';

// The one button of the site. Screens never spell button classes by hand: they pick a variant
// and a size here, so a theme change (roundness, palette roles) reaches every button at once.
// `buttonClass` styles an anchor as a button (a link that looks like an action).

export const BUTTON_VARIANTS = {
  /** The main action of a screen: filled with the theme's visible primary colour. */
  primary: 'bg-visible-primary font-bold text-on-visible-primary no-underline',
  /** A second action beside a primary one: outlined. */
  secondary: 'border border-border no-underline',
  /** A destructive action (delete the account): strong outline in the text colour. */
  danger: 'border-2 border-text font-bold text-text no-underline',
  /** A toggle among several (days, filters): pressed state filled with the primary colour. */
  chip: 'border border-border no-underline aria-pressed:border-visible-primary aria-pressed:bg-visible-primary aria-pressed:font-bold aria-pressed:text-on-visible-primary',
  /** The main action inside the header: primary readable on the header background. */
  header: 'bg-visible-primary-on-header-bg font-bold text-on-visible-primary-on-header-bg no-underline',
} as const;

export const BUTTON_SIZES = {
  sm: 'min-h-9 px-3 py-1 text-sm',
  md: 'min-h-11 px-4 py-2',
  lg: 'min-h-12 px-5 py-3',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export interface ButtonStyle {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
}

/** The classes of a button of that variant and size, for a <button> or a link drawn as one. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  const base =
    'inline-flex items-center justify-center gap-2 rounded-button text-center disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70';
  return [base, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonStyle {
  readonly ref?: Ref<HTMLButtonElement>;
}

/** A <button> of the kit; `type` defaults to "button" so that no button submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ref, ...props }: ButtonProps) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

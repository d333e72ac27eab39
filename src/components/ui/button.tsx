import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

// The one button of the site: screens pick a variant, size and layout here, so that a theme change reaches every
// button. `buttonClass` also draws an anchor, or a label around a checkbox (a filter chip), as a button.

/** A link in the text or standing alone (back to the films, a theater's map): readable primary colour, underlined. */
export const TEXT_LINK = 'text-readable-primary underline underline-offset-4';

/** The classes of a text link; `className` adds placement only (`self-start`, a layout), never a second colour. */
export function textLinkClass(className?: string): string {
  return className ? `${className} ${TEXT_LINK}` : TEXT_LINK;
}

export const BUTTON_VARIANTS = {
  /** The main action of a screen: filled with the theme's visible primary colour. */
  primary: 'bg-visible-primary font-bold text-on-visible-primary no-underline',
  /** A second action beside a primary one: outlined. */
  secondary: 'border border-border no-underline',
  /** A destructive action (delete the account): strong outline in the text colour. */
  danger: 'border-2 border-text font-bold text-text no-underline',
  /** A toggle (days, filters): filled when pressed, selected (a tab) or checked (a label around a checkbox). */
  chip: 'border border-border no-underline aria-pressed:border-visible-primary aria-pressed:bg-visible-primary aria-pressed:font-bold aria-pressed:text-on-visible-primary aria-selected:border-visible-primary aria-selected:bg-visible-primary aria-selected:font-bold aria-selected:text-on-visible-primary has-checked:border-visible-primary has-checked:bg-visible-primary has-checked:text-on-visible-primary has-focus-visible:outline-3 has-focus-visible:outline-(--focus-ring)',
  /** The main action inside the header: primary readable on the header background. */
  header: 'bg-visible-primary-on-header-bg font-bold text-on-visible-primary-on-header-bg no-underline',
  /** A secondary action drawn as a link (help, clear the filters): text in the readable primary colour. */
  link: TEXT_LINK,
} as const;

export const BUTTON_SIZES = {
  sm: 'min-h-9 px-3 py-1 text-sm',
  md: 'min-h-11 px-4 py-2',
  lg: 'min-h-12 px-5 py-3',
  /** A square icon-only button (its accessible name comes from aria-label). */
  icon: 'size-7',
} as const;

export const BUTTON_LAYOUTS = {
  /** One line, centred: a pill keeps centred text inside its curve (§9.5 regular button radius). */
  inline: 'inline-flex items-center justify-center gap-2 rounded-button text-center',
  /** A title over a detail, from the reading edge: §9.5's small radius, as a pill would cut their corners. */
  stacked:
    'flex min-w-0 flex-col items-start justify-center rounded-button-sm text-start hyphens-auto [overflow-wrap:anywhere]',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;
export type ButtonLayout = keyof typeof BUTTON_LAYOUTS;

export interface ButtonStyle {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly layout?: ButtonLayout;
  /** Placement and additions only (margins, width, a longhand padding): never a second colour or size. */
  readonly className?: string;
}

/** The classes of a button of that variant, size and layout, for a <button>, a link or a label drawn as one. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  layout = 'inline',
  className,
}: ButtonStyle = {}): string {
  const base =
    'disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70';
  return [base, BUTTON_LAYOUTS[layout], BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonStyle {
  readonly ref?: Ref<HTMLButtonElement>;
}

/**
 * A <button> of the kit, of type "button" unless told. `disabled` only marks it aria-disabled and ignores presses: a
 * natively disabled button drops keyboard focus to <body> while its form sends, and the visitor loses their place.
 */
export function Button({
  variant,
  size,
  layout,
  className,
  type = 'button',
  ref,
  disabled,
  onClick,
  ...props
}: ButtonProps) {
  // Only the props a state needs: a server component's Button carries no empty ones in the page's data.
  const state = disabled
    ? { 'aria-disabled': true, onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() }
    : onClick
      ? { onClick }
      : {};
  return (
    <button ref={ref} type={type} className={buttonClass({ variant, size, layout, className })} {...state} {...props} />
  );
}

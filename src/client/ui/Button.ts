// The one button look, for <button>, <Link> and <a>: the brand's sizes, colours and focus ring.
// A component that needs a button picks a variant and size here instead of writing its own classes.
export type ButtonVariant =
  'primary' | 'secondary' | 'quiet' | 'outline' | 'ghost' | 'inverse' | 'danger' | 'dangerSolid' | 'icon';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'block' | 'icon';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary:
    'border border-slate-300 bg-white text-slate-900 shadow-sm hover:border-slate-400 hover:bg-slate-50',
  /** Cancel beside a form's submit, or inside a panel: a plain outline that does not compete with it. */
  quiet: 'border border-slate-300 text-slate-700 hover:bg-slate-50 focus-visible:outline-brand-600',
  /** A brand-coloured alternative beside a primary one (the plans that are not highlighted). */
  outline:
    'bg-white text-brand-700 shadow-sm ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-brand-600',
  ghost: 'text-brand-700 hover:bg-brand-50',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  /** An action that loses something, before it is confirmed. */
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600',
  /** The confirming button of a destructive dialog. */
  dangerSolid: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
  /** A square step or arrow button next to other controls. */
  icon: 'border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-brand-600',
};

const SIZES: Record<ButtonSize, string> = {
  xs: 'px-3 py-1.5 text-sm',
  sm: 'px-4 py-2 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
  /** The one main action of a panel, across its width. */
  block: 'w-full px-4 py-2.5 text-base',
  icon: 'size-8',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

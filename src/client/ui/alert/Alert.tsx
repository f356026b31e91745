import type { ReactNode } from 'react';
import { CloseButton } from '../CloseIcon';

const STYLES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-sky-200 bg-sky-50 text-sky-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

// Compact fits inside a card, a dialog or beside a control; the roomy size stands alone on a page.
const SIZES = {
  md: 'gap-3 px-4 py-3',
  sm: 'gap-2 px-3 py-2',
} as const;

/**
 * An inline message box, an alert for errors and a status otherwise; with onDismiss it gets a
 * close button labelled `dismissLabel`. `className` places it (margins) in its container.
 */
export function Alert({
  tone,
  children,
  onDismiss,
  dismissLabel,
  size = 'md',
  icon,
  id,
  className = '',
}: {
  tone: keyof typeof STYLES;
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  size?: keyof typeof SIZES;
  /** A decorative mark before the text. */
  icon?: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start rounded-lg border text-sm ${SIZES[size]} ${STYLES[tone]} ${className}`.trim()}
    >
      {icon}
      <div className="flex-1 leading-5">{children}</div>
      {onDismiss && (
        <CloseButton
          onClick={onDismiss}
          label={dismissLabel}
          className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        />
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { CloseIcon } from '../CloseIcon';

const STYLES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-sky-200 bg-sky-50 text-sky-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/** An inline message box; with onDismiss it gets a close button labelled `dismissLabel`. */
export function Alert({
  tone,
  children,
  onDismiss,
  dismissLabel,
}: {
  tone: keyof typeof STYLES;
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${STYLES[tone]}`}
    >
      <div className="flex-1 leading-5">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

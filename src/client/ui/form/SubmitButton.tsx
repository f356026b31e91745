import type { ReactNode } from 'react';
import { buttonClass } from '../Button';

/** A form's primary button: disabled and relabelled (with a spinner) while its request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  form,
  className = '',
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  /** For a button outside its form (a modal's footer). */
  form?: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      disabled={busy}
      aria-busy={busy || undefined}
      className={buttonClass('primary', 'md', className)}
    >
      {busy && (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {busy ? busyLabel : children}
    </button>
  );
}

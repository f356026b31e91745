import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** react-hook-form's register() hands one over; React 19 passes it as a prop. */
  ref?: Ref<HTMLInputElement>;
  /** Shown under the field and tied to it with aria-describedby; marks the field invalid. */
  error?: string | null;
  /** For type="password": labels of the show/hide toggle. */
  revealLabels?: { show: string; hide: string };
  trailing?: ReactNode;
};

/** A labelled input with its own error line; password fields get a show/hide toggle. */
export function TextField({
  label,
  error,
  revealLabels,
  trailing,
  type = 'text',
  className,
  ...input
}: Props) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const isPassword = type === 'password' && revealLabels;
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {trailing}
      </div>
      {/* The field's own direction (e.g. ltr for emails in Hebrew) also places its toggle. */}
      <div className="relative" dir={input.dir}>
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500 ${isPassword ? 'pe-11' : ''} ${error ? 'border-red-400' : 'border-slate-300'}`}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
            className="absolute inset-y-0 end-0 grid w-10 place-items-center rounded-e-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {revealed && <path d="M4 4l16 16" />}
            </svg>
            {/* Named by its text, not aria-label: getByLabel('Password') must find only the field. */}
            <span className="sr-only">{revealed ? revealLabels.hide : revealLabels.show}</span>
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';

interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  onChange: (v: number) => void;
}

/** A 0-1 position input: keeps what the user types while focused, commits every valid number. */
export function NumberField({ id, label, value, onChange }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="w-4 text-sm font-semibold text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        max={1}
        step={0.001}
        inputMode="decimal"
        dir="ltr"
        value={draft ?? String(value)}
        onChange={(e) => {
          setDraft(e.target.value);
          const v = e.target.valueAsNumber;
          if (Number.isFinite(v)) onChange(v);
        }}
        onBlur={() => setDraft(null)}
        className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm tabular-nums shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-50"
      />
    </div>
  );
}

interface RangeFieldProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  display: string;
  onChange: (v: number) => void;
  disabled?: boolean;
  /** Id of a hint that explains the field (e.g. why it is disabled). */
  describedBy?: string;
}

export function RangeField(props: RangeFieldProps) {
  const { id, label, value, min, max, step, display, onChange, disabled, describedBy } = props;
  return (
    <div>
      <div className="mb-1 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {/* The slider announces its own value (aria-valuetext): a live output would say it twice. */}
        <output htmlFor={id} aria-live="off" className="text-xs font-semibold text-slate-500 tabular-nums">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.valueAsNumber)}
        className="h-2 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
      />
    </div>
  );
}

interface CheckFieldProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label and a hint that describes it. */
export function CheckField({ id, label, hint, checked, disabled, onChange }: CheckFieldProps) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 disabled:opacity-50"
      />
      <div>
        <label
          htmlFor={id}
          className={`text-sm font-medium ${disabled ? 'text-slate-400' : 'text-slate-700'}`}
        >
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
    </div>
  );
}

import type { UsageLevel } from '#shared/plans';

const FILL: Record<UsageLevel, string> = { ok: 'bg-emerald-500', warn: 'bg-amber-500', danger: 'bg-red-500' };

/** A usage meter; the caller picks the level (the editor and the account use different thresholds). */
export function UsageBar({
  used,
  limit,
  level,
  label,
}: {
  used: number;
  limit: number;
  level: UsageLevel;
  label: string;
}) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      aria-valuetext={`${used} / ${limit}`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full transition-[width] ${FILL[level]}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

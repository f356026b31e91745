import { useId } from 'react';

// Stand-in "photos" for the editor preview: small landscape scenes drawn in SVG, so the home page
// needs no image files and shows a convincing shoot with a watermark on every frame.
interface Palette {
  sky: [string, string];
  sun: string;
  far: string;
  near: string;
  ground?: string;
}

const PALETTES: readonly Palette[] = [
  { sky: ['#f97316', '#fde68a'], sun: '#fff7ed', far: '#9a3412', near: '#431407' },
  { sky: ['#0ea5e9', '#e0f2fe'], sun: '#ffffff', far: '#0369a1', near: '#0c4a6e', ground: '#fcd34d' },
  { sky: ['#34d399', '#ecfdf5'], sun: '#fefce8', far: '#047857', near: '#064e3b' },
  { sky: ['#6366f1', '#f0abfc'], sun: '#fdf4ff', far: '#3730a3', near: '#1e1b4b' },
  { sky: ['#f59e0b', '#fef3c7'], sun: '#ffffff', far: '#d97706', near: '#92400e' },
  { sky: ['#64748b', '#e2e8f0'], sun: '#f8fafc', far: '#f1f5f9', near: '#334155' },
];

const FAR = [
  'M0 78 L30 48 L52 66 L84 34 L118 70 L140 52 L160 64 V120 H0 Z',
  'M0 70 L24 56 L58 74 L92 42 L124 62 L160 40 V120 H0 Z',
];
const NEAR = ['M0 96 Q40 76 80 92 T160 84 V120 H0 Z', 'M0 88 Q50 104 96 88 T160 98 V120 H0 Z'];

export function PhotoScene({
  index,
  watermark,
  selected = false,
  className = '',
}: {
  index: number;
  watermark: string;
  selected?: boolean;
  className?: string;
}) {
  const id = useId();
  const p = PALETTES[index % PALETTES.length]!;
  const shape = index % 2;
  return (
    <svg
      viewBox="0 0 160 120"
      preserveAspectRatio="xMaxYMax slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.sky[0]} />
          <stop offset="1" stopColor={p.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${id}sky)`} />
      <circle cx={shape ? 66 : 116} cy="34" r="13" fill={p.sun} opacity="0.9" />
      <path d={FAR[shape]} fill={p.far} opacity="0.85" />
      {p.ground && <rect y="94" width="160" height="26" fill={p.ground} />}
      <path d={NEAR[shape]} fill={p.near} />
      {/* The logo: physically bottom-right in every frame, as placed by the user, in both languages. */}
      <g transform="translate(104 99)" opacity="0.9">
        <circle cx="5" cy="5" r="5" fill="none" stroke="#fff" strokeWidth="1.6" />
        <circle cx="5" cy="5" r="1.8" fill="#fff" />
        <text
          x="13"
          y="8.4"
          direction="ltr"
          fill="#fff"
          fontSize="8"
          fontWeight="700"
          letterSpacing="0.6"
          fontFamily="Inter, system-ui, sans-serif"
        >
          {watermark}
        </text>
      </g>
      {selected && (
        <g fill="none">
          <rect
            x="101.5"
            y="95.5"
            width="56"
            height="17"
            stroke="#4f46e5"
            strokeWidth="0.8"
            strokeDasharray="2 1.5"
          />
          {[
            [101.5, 95.5],
            [157.5, 95.5],
            [101.5, 112.5],
            [157.5, 112.5],
          ].map(([x, y]) => (
            <rect
              key={`${x}-${y}`}
              x={x! - 1.6}
              y={y! - 1.6}
              width="3.2"
              height="3.2"
              fill="#fff"
              stroke="#4f46e5"
              strokeWidth="0.6"
            />
          ))}
          <line x1="129.5" y1="95.5" x2="129.5" y2="89" stroke="#4f46e5" strokeWidth="0.6" />
          <circle cx="129.5" cy="88" r="1.6" fill="#fff" stroke="#4f46e5" strokeWidth="0.6" />
        </g>
      )}
    </svg>
  );
}

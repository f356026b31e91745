// Small inline icons (decorative: always aria-hidden, the control carries the name).
const base = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const PhotosIcon = ({ className = 'size-5' }) => (
  <svg {...base} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m21 16-5-5-8 8" />
  </svg>
);
export const UploadIcon = ({ className = 'size-5' }) => (
  <svg {...base} className={className}>
    <path d="M12 16V4m0 0-4 4m4-4 4 4" />
    <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
  </svg>
);
export const LogoIcon = ({ className = 'size-5' }) => (
  <svg {...base} className={className}>
    <path d="M12 3 3 8l9 5 9-5-9-5Z" />
    <path d="m3 16 9 5 9-5" />
  </svg>
);
export const ChevronIcon = ({ className = 'size-4', dir }: { className?: string; dir: 'left' | 'right' }) => (
  <svg {...base} className={className}>
    <path d={dir === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
);
export const TrashIcon = ({ className = 'size-4' }) => (
  <svg {...base} className={className}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);
export const CopyIcon = ({ className = 'size-4' }) => (
  <svg {...base} className={className}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </svg>
);
export const ArrowIcon = ({ className = 'size-4', dir }: { className?: string; dir: 'up' | 'down' }) => (
  <svg {...base} className={className}>
    <path d={dir === 'up' ? 'M12 19V5m0 0-6 6m6-6 6 6' : 'M12 5v14m0 0-6-6m6 6 6-6'} />
  </svg>
);
/** Open: the layer shows; closed (struck through): it is hidden. */
export const EyeIcon = ({ className = 'size-4', open }: { className?: string; open: boolean }) => (
  <svg {...base} className={className}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="m3 3 18 18" />}
  </svg>
);

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <rect x="6" y="8" width="20" height="16" rx="2.5" fill="white" opacity="0.92" />
      <path d="M8 21l5-5 3 3 3-4 5 6z" className="fill-brand-100" />
      <rect x="17" y="17" width="7" height="5" rx="1" className="fill-brand-600" />
    </svg>
  );
}

/** The "×" drawn by every dismiss and close button, decorative (the button carries the name). */
export function CloseIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** An icon-only close or dismiss button: `label` is its accessible name; `className` its placement and colours. */
export function CloseButton({
  onClick,
  label,
  className,
}: {
  onClick: () => void;
  label: string | undefined;
  className: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <CloseIcon />
    </button>
  );
}

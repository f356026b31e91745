import { useId, type ReactNode, type Ref } from 'react';

// The looks cards really use; a new card picks one of these instead of writing its own class string.
const TONES = {
  plain: 'rounded-2xl border border-slate-200 bg-white shadow-sm',
  brand: 'rounded-2xl bg-brand-50/60 ring-1 ring-brand-100',
  /** The editor's denser panels. */
  panel: 'rounded-xl border border-slate-200 bg-white shadow-sm',
} as const;

const HEADINGS = {
  eyebrow: 'text-sm font-semibold uppercase tracking-wide text-slate-500',
  title: 'text-lg font-semibold text-slate-900',
  large: 'text-xl font-semibold',
  brand: 'text-base font-semibold text-brand-900',
  panel: 'text-sm font-semibold text-slate-900',
} as const;

export type CardHeading = keyof typeof HEADINGS;

export type CardTone = keyof typeof TONES;

/** The card's box alone, for a list or table that is not a titled region. */
export function cardClass(tone: CardTone = 'plain', extra = ''): string {
  return `${TONES[tone]} ${extra}`.trim();
}

/** A card heading's look, for a card that lays out its own heading row. */
export function cardHeadingClass(heading: CardHeading, extra = ''): string {
  return `${HEADINGS[heading]} ${extra}`.trim();
}

/**
 * A titled region: the h2 names the section (or aside) for assistive technology. `aside` sits on
 * the heading's row, at the far end (e.g. a countdown).
 */
export function Card({
  as: Tag = 'section',
  title,
  heading = 'title',
  tone = 'plain',
  aside,
  className = 'p-6',
  focusRef,
  children,
}: {
  as?: 'section' | 'aside';
  title: ReactNode;
  heading?: CardHeading;
  tone?: CardTone;
  aside?: ReactNode;
  /** Padding, layout and spacing of this card; the tone gives the box. */
  className?: string;
  /** Makes the card focusable by script (not by Tab), for focus handed to it after an action. */
  focusRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const id = useId();
  const h2 = (
    <h2 id={id} className={cardHeadingClass(heading)}>
      {title}
    </h2>
  );
  return (
    <Tag
      aria-labelledby={id}
      className={cardClass(tone, className)}
      {...(focusRef && { ref: focusRef, tabIndex: -1 })}
    >
      {aside ? (
        <div className="flex items-start justify-between gap-4">
          {h2}
          {aside}
        </div>
      ) : (
        h2
      )}
      {children}
    </Tag>
  );
}

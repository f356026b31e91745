// A list whose first few items show and the rest are one click away: a drop of 40 refused files or a
// batch of 300 reduced photos stays readable and still names each one (decisions 176, 354).
import { useState, type ReactNode } from 'react';

/** Items shown before the rest fold into "Show N more". */
export const ITEMS_SHOWN = 5;

export function FoldedList<T>({
  items,
  label,
  more,
  render,
  className = 'ps-4',
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** The summary that opens the rest, given how many are folded. */
  more: (count: number) => string;
  render: (item: T, index: number) => ReactNode;
  /** The lists' own classes (indent, wrapping). */
  className?: string;
}) {
  const list = `list-disc ${className}`;
  // The folded items are made only while open: a list of 5,000 would cost every render otherwise.
  const [open, setOpen] = useState(false);
  return (
    <>
      <ul aria-label={label} className={`mt-1 ${list}`}>
        {items.slice(0, ITEMS_SHOWN).map(render)}
      </ul>
      {items.length > ITEMS_SHOWN && (
        <details className="mt-1" onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer font-medium underline">
            {more(items.length - ITEMS_SHOWN)}
          </summary>
          {open && (
            <ul className={list}>
              {items.slice(ITEMS_SHOWN).map((item, i) => render(item, i + ITEMS_SHOWN))}
            </ul>
          )}
        </details>
      )}
    </>
  );
}

import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. Used where hiding with CSS is not enough:
 * text hidden by CSS is still in the DOM, so a second "1 of 3" counter would make the page ambiguous
 * for anyone (or any test) looking for that text.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** Tailwind's `md` breakpoint: from here on the editor shows previous/next in the Images panel. */
export const WIDE_EDITOR = '(min-width: 48rem)';

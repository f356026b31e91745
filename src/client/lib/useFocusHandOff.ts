// Focus goes on when the control holding it leaves the page because of what it did: an upload area
// replaced by the photos or the logo it took. The browser drops such focus onto the page's body, and
// a screen reader was left at the top of the page, with nothing said about what came in.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `shown`, watches whether `from` holds focus; once it is no longer shown and focus was left
 * on nothing, focuses what `to` points at. Returns `to`, for the replacement to attach.
 */
export function useFocusHandOff<T extends HTMLElement>(shown: boolean, from: RefObject<HTMLElement | null>) {
  const to = useRef<T | null>(null);
  const held = useRef(false);
  useEffect(() => {
    const el = from.current;
    if (!shown || !el) return;
    held.current = el.contains(document.activeElement);
    const focusIn = () => {
      held.current = true;
    };
    // Focus moved elsewhere ends the hold, and so does a click on the page's background. The file
    // dialog (focus stays on the area) and the area's removal (it leaves the page) do not.
    const focusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node) {
        if (!el.contains(e.relatedTarget)) held.current = false;
        return;
      }
      queueMicrotask(() => {
        if (el.isConnected && document.activeElement === document.body) held.current = false;
      });
    };
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, [shown, from]);
  useEffect(() => {
    if (shown || !held.current) return;
    held.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) to.current?.focus();
  }, [shown]);
  return to;
}

/**
 * Hides everything but `el` (and its ancestors) from assistive technology while a modal is open,
 * and returns the undo. showModal() makes the page inert, but not every tool honours inertness
 * (e.g. role queries in test runners, some screen readers in browse mode); aria-hidden on the
 * rest is the long-standing belt to inert's braces, so "Delete" or "Save Project" names one
 * control while a modal is open, not the same word on the page behind it.
 */
export function hideOthers(el: Element): () => void {
  const hidden: Element[] = [];
  for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from<Element>(parent.children)) {
      if (sibling === node || sibling.hasAttribute('aria-hidden')) continue;
      if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(sibling.tagName)) continue;
      sibling.setAttribute('aria-hidden', 'true');
      hidden.push(sibling);
    }
  }
  return () => {
    for (const s of hidden) s.removeAttribute('aria-hidden');
  };
}

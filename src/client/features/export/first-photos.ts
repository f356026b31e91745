import type { BatchImage } from '#client/lib/batch';

/**
 * The photos a grant of `count` exports: the first `count` the editor could read, in editor order,
 * with any unreadable photo among them. That one still fails by name, as in a full export (the run
 * fails it without composing it: `failUnreadable`), and takes no share of the count.
 */
export function firstPhotos<T extends Pick<BatchImage, 'unreadable'>>(
  images: readonly T[],
  count: number,
): T[] {
  let readable = 0;
  let end = 0;
  while (end < images.length && readable < count) if (!images[end++]!.unreadable) readable += 1;
  return images.slice(0, end);
}

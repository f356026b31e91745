// Runs tasks with bounded look-ahead and hands results back in input order, so a streamed zip
// gets its entries in editor order while every worker stays busy. At most `window` tasks are
// started and not yet consumed: the queue, and so memory, is bounded whatever the batch size.
export type Settled<R> = { index: number; ok: true; value: R } | { index: number; ok: false; error: unknown };

export async function* inOrder<T, R>(
  items: readonly T[],
  window: number,
  run: (item: T, index: number) => Promise<R>,
): AsyncGenerator<Settled<R>> {
  const pending: Promise<Settled<R>>[] = [];
  let next = 0;
  const start = () => {
    const index = next++;
    pending.push(
      run(items[index]!, index).then(
        (value) => ({ index, ok: true as const, value }),
        (error: unknown) => ({ index, ok: false as const, error }),
      ),
    );
  };
  while (next < items.length && pending.length < window) start();
  while (pending.length) {
    const result = await pending.shift()!;
    yield result;
    // Refill once the consumer has taken the result, so its memory is the consumer's to free.
    if (next < items.length) start();
  }
}

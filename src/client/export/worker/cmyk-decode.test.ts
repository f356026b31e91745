// The server's CMYK answers are asked once per thread and kept; a refusal stands as long as the
// server says, an unreachable server is asked again by the next photo (decision 312).
import { afterEach, expect, it, vi } from 'vitest';
import { once } from './cmyk-decode';

afterEach(() => {
  vi.useRealTimers();
});

/** An `ask` that gives these answers in turn, and counts how often it was called. */
function asker(...answers: (() => Promise<Response>)[]) {
  const ask = Object.assign(() => answers[ask.calls++]!(), { calls: 0 });
  return ask;
}

it('keeps an answer, and asks again after a dropped connection or a failing server', async () => {
  const ask = asker(
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => Promise.resolve(new Response(null, { status: 503 })),
    () => Promise.resolve(new Response(new Uint8Array([1, 2, 3]))),
  );
  expect(await once('dropped', ask)).toBeNull();
  expect(await once('dropped', ask)).toBeNull();
  expect([...(await once('dropped', ask))!]).toEqual([1, 2, 3]);
  expect([...(await once('dropped', ask))!]).toEqual([1, 2, 3]);
  expect(ask.calls).toBe(3);
});

it('holds a 429 until its Retry-After, then asks again', async () => {
  vi.useFakeTimers();
  const ask = asker(
    () => Promise.resolve(new Response('{}', { status: 429, headers: { 'Retry-After': '2' } })),
    () => Promise.resolve(new Response(new Uint8Array([4]))),
  );
  expect(await once('limited', ask)).toBeNull();
  vi.advanceTimersByTime(1900);
  expect(await once('limited', ask)).toBeNull();
  expect(ask.calls).toBe(1);
  vi.advanceTimersByTime(200);
  expect([...(await once('limited', ask))!]).toEqual([4]);
  expect(ask.calls).toBe(2);
});

it('keeps any other refusal: the answer would not change', async () => {
  const ask = asker(() => Promise.resolve(new Response('{}', { status: 422 })));
  expect(await once('unusable', ask)).toBeNull();
  expect(await once('unusable', ask)).toBeNull();
  expect(ask.calls).toBe(1);
});

// The server's CMYK answers are asked once per thread, and a refusal is not kept (decision 312).
import { expect, it } from 'vitest';
import { once } from './cmyk-decode';

it('keeps an answer, and asks again after a refusal or a dropped connection', async () => {
  const answers = [
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => Promise.resolve(new Response('{}', { status: 429 })),
    () => Promise.resolve(new Response(new Uint8Array([1, 2, 3]))),
  ];
  let asked = 0;
  const ask = () => answers[asked++]!();
  expect(await once('test-table', ask)).toBeNull();
  expect(await once('test-table', ask)).toBeNull();
  expect([...(await once('test-table', ask))!]).toEqual([1, 2, 3]);
  expect([...(await once('test-table', ask))!]).toEqual([1, 2, 3]);
  expect(asked).toBe(3);
  // Another key is its own question.
  expect(await once('other-table', () => Promise.resolve(new Response(null, { status: 503 })))).toBeNull();
});

// Decision 344: when the page follows another account (another tab signed in, or the server said 409),
// nothing cached for the account it showed stays on screen: the account page showed Ben's name over
// Ada's subscription and usage, and its Cancel button then acted on Ben's subscription.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followAccount, ME_QUERY_KEY, USAGE_HISTORY_QUERY_KEY } from './me';
import { json } from '#client/test-utils/json-response';

const BILLING = ['billing', 'subscription'];

describe('following the account the browser is signed in to', () => {
  let session: string;
  let qc: QueryClient;
  beforeEach(() => {
    qc = new QueryClient();
    qc.setQueryData(ME_QUERY_KEY, { id: 'ada' });
    qc.setQueryData(BILLING, { plan: 'pro', owner: 'ada' });
    qc.setQueryData(USAGE_HISTORY_QUERY_KEY, [{ date: 'ada' }]);
    vi.stubGlobal('fetch', () => Promise.resolve(json(200, { id: session })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('forgets what was cached for Ada once the page shows Ben', async () => {
    session = 'ben';
    await followAccount(qc);
    expect(qc.getQueryData(ME_QUERY_KEY)).toEqual({ id: 'ben' });
    expect(qc.getQueryData(BILLING)).toBeUndefined();
    expect(qc.getQueryData(USAGE_HISTORY_QUERY_KEY)).toBeUndefined();
  });

  it('keeps it when the browser is still signed in to Ada', async () => {
    session = 'ada';
    await followAccount(qc);
    expect(qc.getQueryData(BILLING)).toEqual({ plan: 'pro', owner: 'ada' });
  });
});

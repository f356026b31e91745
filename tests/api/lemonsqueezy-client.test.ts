import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { LemonSqueezyClient } from '#server/services/lemonsqueezy';
import { startFakeLemonSqueezy, type FakeLemonSqueezy } from '../fakes/lemonsqueezy';

// The provider client against the fake provider: request shape and every checkout error text of the spec.
describe('Lemon Squeezy client', () => {
  let ls: FakeLemonSqueezy;
  let client: LemonSqueezyClient;
  const request = {
    variantId: '101',
    email: 'buyer@example.com',
    userId: 'u1',
    plan: 'pro',
    redirectUrl: 'http://app.test/account?success=true',
  };
  beforeAll(async () => {
    ls = await startFakeLemonSqueezy({
      apiKey: 'key-1',
      webhookSecret: 's',
      storeId: '11',
      variants: ['101'],
    });
    client = new LemonSqueezyClient(
      loadConfig({
        LEMONSQUEEZY_API_URL: ls.url,
        LEMONSQUEEZY_API_KEY: 'key-1',
        LEMONSQUEEZY_STORE_ID: '11',
      }),
    );
  });
  afterAll(() => ls.close());

  it('creates a checkout with the JSON:API body of the spec and returns its URL', async () => {
    const { id, url } = await client.createCheckout(request);
    expect(url).toBe(`${ls.url}/checkout/buy/${id}`);
    const sent = ls.requests.at(-1)!.body as { data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(sent.data.type).toBe('checkouts');
    expect(sent.data.attributes.checkout_data).toEqual({
      email: 'buyer@example.com',
      custom: { user_id: 'u1', plan_type: 'pro' },
    });
    expect(sent.data.attributes.product_options.redirect_url).toBe('http://app.test/account?success=true');
    expect(sent.data.attributes.checkout_options).toMatchObject({ embed: false });
    expect(sent.data.relationships).toEqual({
      store: { data: { type: 'stores', id: '11' } },
      variant: { data: { type: 'variants', id: '101' } },
    });
  });

  it("shows the provider's errors[0].detail", async () => {
    await expect(client.createCheckout({ ...request, variantId: '999' })).rejects.toThrow(
      'The selected variant is invalid.',
    );
  });

  it('says "HTTP {status}: {text}" when the error body is not JSON', async () => {
    ls.failNextCheckout({ status: 502, body: 'Bad Gateway', contentType: 'text/plain' });
    await expect(client.createCheckout(request)).rejects.toThrow('HTTP 502: Bad Gateway');
  });

  it('says "Failed to create checkout" for a JSON error without detail or an answer without a URL', async () => {
    ls.failNextCheckout({ status: 422, body: JSON.stringify({ errors: [{ title: 'x' }] }) });
    await expect(client.createCheckout(request)).rejects.toThrow('Failed to create checkout');
    ls.failNextCheckout({ status: 201, body: JSON.stringify({ data: { id: '1', attributes: {} } }) });
    await expect(client.createCheckout(request)).rejects.toThrow('Failed to create checkout');
  });

  it('says "Failed to start checkout process" when the provider cannot be reached', async () => {
    const offline = new LemonSqueezyClient(
      loadConfig({
        LEMONSQUEEZY_API_URL: 'http://127.0.0.1:9',
        LEMONSQUEEZY_API_KEY: 'k',
        LEMONSQUEEZY_STORE_ID: '11',
      }),
    );
    await expect(offline.createCheckout(request)).rejects.toThrow('Failed to start checkout process');
  });

  it('is refused by the provider with a wrong key', async () => {
    const wrong = new LemonSqueezyClient(
      loadConfig({ LEMONSQUEEZY_API_URL: ls.url, LEMONSQUEEZY_API_KEY: 'nope', LEMONSQUEEZY_STORE_ID: '11' }),
    );
    await expect(wrong.createCheckout(request)).rejects.toThrow('Unauthenticated.');
  });
});

// Lemon Squeezy REST client. Every call to the provider goes through here, from our server, with
// LEMONSQUEEZY_API_KEY; the browser never sees the key and only ever receives a checkout URL.
import type { Config } from '../config';

const JSON_API = 'application/vnd.api+json';
const TIMEOUT_MS = 15_000;

/** A provider failure, carrying the text the user is shown, so no provider detail leaks to the page. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'provider' | 'network',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface CheckoutRequest {
  variantId: string;
  email: string;
  userId: string;
  plan: string;
  redirectUrl: string;
}

export interface ProviderSubscription {
  id: string;
  attributes: Record<string, unknown>;
}

export class LemonSqueezyClient {
  constructor(private readonly config: Config) {}

  get configured(): boolean {
    return !!this.config.LEMONSQUEEZY_API_KEY && !!this.config.LEMONSQUEEZY_STORE_ID;
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.config.LEMONSQUEEZY_API_URL.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        Accept: JSON_API,
        ...(body ? { 'Content-Type': JSON_API } : {}),
        Authorization: `Bearer ${this.config.LEMONSQUEEZY_API_KEY ?? ''}`,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  /** Creates a hosted checkout; resolves with its id and URL. Errors carry the spec's texts. */
  async createCheckout(r: CheckoutRequest): Promise<{ id: string; url: string }> {
    const body = {
      data: {
        type: 'checkouts',
        attributes: {
          checkout_options: { embed: false, media: false, logo: true, button_color: '#4f46e5' },
          checkout_data: { email: r.email, custom: { user_id: r.userId, plan_type: r.plan } },
          product_options: {
            redirect_url: r.redirectUrl,
            receipt_button_text: 'Go to your account',
            receipt_thank_you_note: 'Thank you for subscribing to LogoBatch!',
          },
        },
        relationships: {
          store: { data: { type: 'stores', id: this.config.LEMONSQUEEZY_STORE_ID ?? '' } },
          variant: { data: { type: 'variants', id: r.variantId } },
        },
      },
    };
    let res: Response;
    let text: string;
    try {
      res = await this.call('POST', '/v1/checkouts', body);
      text = await res.text();
    } catch {
      throw new ProviderError('Failed to start checkout process', 'network');
    }
    let json: {
      data?: { id?: string; attributes?: { url?: string } };
      errors?: { detail?: string }[];
    } | null;
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      if (!res.ok)
        throw new ProviderError(
          `HTTP ${res.status}: ${text.trim().slice(0, 300) || res.statusText}`,
          'provider',
        );
      throw new ProviderError('Failed to create checkout', 'provider');
    }
    if (!res.ok)
      throw new ProviderError(json?.errors?.[0]?.detail || 'Failed to create checkout', 'provider');
    const url = json?.data?.attributes?.url;
    const id = json?.data?.id;
    if (!url || !id) throw new ProviderError('Failed to create checkout', 'provider');
    return { id, url };
  }

  /**
   * Cancels (true) or resumes (false) a subscription. Resolves true when the provider accepted it,
   * false when it answered with an error; throws when it could not be reached.
   */
  async setCancelled(subscriptionId: string, cancelled: boolean): Promise<boolean> {
    const res = await this.call('PATCH', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
      data: { type: 'subscriptions', id: subscriptionId, attributes: { cancelled } },
    });
    await res.body?.cancel();
    return res.ok;
  }

  /** The subscription as the provider holds it now (used when a payment event does not carry it). */
  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const res = await this.call('GET', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
    if (!res.ok) throw new ProviderError(`HTTP ${res.status}: ${res.statusText}`, 'provider');
    const json = (await res.json()) as { data: ProviderSubscription };
    return json.data;
  }
}

// What the fake Lemon Squeezy's parts share: its store, its options and how it answers in JSON:API.
import http from 'node:http';

export interface FakeLemonSqueezyOptions {
  apiKey: string;
  webhookSecret: string;
  storeId: string;
  /** Variant ids the store sells. */
  variants: string[];
  /** Where webhooks go, e.g. http://127.0.0.1:3000/api/webhooks/lemonsqueezy. Can be set later. */
  webhookUrl?: string;
  port?: number;
}

export interface FakeSubscription {
  id: string;
  variantId: string;
  status: string;
  cancelled: boolean;
  userEmail: string;
  userName: string;
  customData: Record<string, unknown>;
  renewsAt: string;
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Checkout {
  id: string;
  variantId: string;
  email: string;
  custom: Record<string, unknown>;
  redirectUrl: string;
  body: unknown;
}

export interface CannedResponse {
  status: number;
  body: string;
  contentType?: string;
  /** Only for a checkout for this email (tests running in parallel share one fake). */
  forEmail?: string;
}

/** The fake's state, read and changed by its route handlers. */
export interface FakeContext {
  opts: FakeLemonSqueezyOptions;
  base: string;
  checkouts: Map<string, Checkout>;
  subscriptions: Map<string, FakeSubscription>;
  nextCheckoutResponse: CannedResponse | null;
  nextSubscriptionId: number;
  sendSubscriptionEvent(event: string, s: FakeSubscription): Promise<Response>;
}

/** One incoming request, its body parsed as JSON when it is JSON. */
export interface FakeRequest {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  body: unknown;
}

export const JSON_API = 'application/vnd.api+json';
export const DAY = 86_400_000;

export const send = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': JSON_API }).end(JSON.stringify(body));

export const apiError = (res: http.ServerResponse, status: number, detail: string) =>
  send(res, status, {
    jsonapi: { version: '1.0' },
    errors: [{ status: String(status), title: http.STATUS_CODES[status], detail }],
  });

export const touch = (s: FakeSubscription) => {
  // Strictly increasing, so quick successive changes still order correctly.
  const now = Math.max(Date.now(), new Date(s.updatedAt).getTime() + 1);
  s.updatedAt = new Date(now).toISOString();
};

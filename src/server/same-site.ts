// Cross-site request refusal for the app's own state-changing routes (decision 105). Better Auth
// guards /api/auth/* the same way; webhooks are server-to-server and proven by their signature.
import type { MiddlewareHandler } from 'hono';
import type { Config } from './config';
import { HttpError } from './http-error';
import { trustedOrigins } from './auth/local-install';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// /api/v1 authenticates with a bearer key a browser never adds by itself, so it cannot be forged
// across sites (decision 262); its bodies are still JSON or multipart.
const EXEMPT = [/^\/api\/auth(?:\/|$)/, /^\/api\/webhooks(?:\/|$)/];
const BEARER_API = /^\/api\/v1(?:\/|$)/;
// A browser only sends these without a CORS preflight when the page is ours (or the fetch is same-site).
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/;

/** The media type without parameters, lower case ("" when absent). */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Every route takes one shape (decision 145): JSON, or multipart for a project save. */
const allowedType = (type: string): boolean => JSON_TYPE.test(type) || type === 'multipart/form-data';

/**
 * Unsafe methods must come from the site: an Origin among its trusted origins, or without Origin a
 * Sec-Fetch-Site of same-origin or none. A request with neither header is not from a browser and
 * cannot carry a victim's cookie across sites, so it passes. A body must be JSON or multipart.
 */
export function sameSiteOnly(config: Pick<Config, 'publicUrl' | 'NODE_ENV'>): MiddlewareHandler {
  const trusted = new Set(trustedOrigins(config));
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method) || EXEMPT.some((re) => re.test(c.req.path))) return next();

    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    const fromSite =
      origin !== undefined ? trusted.has(origin) : !fetchSite || SAME_SITE_FETCH.has(fetchSite);
    if (!fromSite && !BEARER_API.test(c.req.path)) {
      throw new HttpError(403, 'cross_site_request', 'Cross-site requests are not allowed');
    }

    const type = mediaType(c.req.header('content-type'));
    const length = Number(c.req.header('content-length') ?? 0);
    const hasBody = type !== '' || length > 0 || c.req.header('transfer-encoding') !== undefined;
    if (hasBody && !allowedType(type)) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        'Send the body as application/json or multipart/form-data',
      );
    }
    return next();
  };
}

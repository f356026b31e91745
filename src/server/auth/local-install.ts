import type { Config } from '../config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A local install: PUBLIC_URL left at its default or pointing at this machine. Then the site is
 * opened as localhost or 127.0.0.1 alike, and its own machine is its owner (see decision 070).
 */
export function isLocalInstall(config: Pick<Config, 'publicUrl'>): boolean {
  return LOCAL_HOSTS.has(new URL(config.publicUrl).hostname);
}

/** The origins a browser may send for this site: every loopback spelling on a local install. */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'NODE_ENV'>): string[] {
  const origins = new Set([config.publicUrl]);
  if (isLocalInstall(config)) {
    const url = new URL(config.publicUrl);
    for (const host of LOCAL_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  // In development the client may come from Vite's dev server (npm run dev + npx vite), which proxies /api.
  if (config.NODE_ENV === 'development') {
    origins.add('http://localhost:5173');
    origins.add('http://127.0.0.1:5173');
  }
  return [...origins];
}

export function isLoopback(ip: string | null | undefined): boolean {
  if (!ip) return false;
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/**
 * Whether sign-in, sign-up and reset limits apply to this caller. On a local install the machine's
 * own requests are exempt: that is the owner trying things or running a test suite, and a limit of
 * five sign-ups a minute would lock them out. Anything from another address stays limited.
 */
export function rateLimitApplies(
  config: Pick<Config, 'publicUrl' | 'AUTH_RATE_LIMIT' | 'TRUST_PROXY'>,
  ip: string | null,
): boolean {
  if (!config.AUTH_RATE_LIMIT) return false;
  // Behind a trusted proxy the address comes from a header; never exempt on its word.
  return !(isLocalInstall(config) && !config.TRUST_PROXY && isLoopback(ip));
}

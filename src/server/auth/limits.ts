import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  consume,
  forget,
  mayTry,
  recordFailure,
  type BackoffRule,
  type Verdict,
  type WindowRule,
} from '../rate-limit';

const MIN = 60_000;

/** Per address and path: what Better Auth's own limiter enforced before ours replaced it (decision 101). */
const ADDRESS_RULES: [match: (path: string) => boolean, rule: WindowRule][] = [
  [(p) => p.startsWith('/sign-in/'), { windowMs: MIN, max: 10 }],
  [(p) => p.startsWith('/sign-up/'), { windowMs: MIN, max: 5 }],
  [(p) => p === '/request-password-reset', { windowMs: 5 * MIN, max: 5 }],
  [(p) => p === '/reset-password', { windowMs: 5 * MIN, max: 10 }],
  [(p) => p === '/change-email', { windowMs: 5 * MIN, max: 5 }],
  [(p) => p === '/send-verification-email', { windowMs: 5 * MIN, max: 5 }],
  [() => true, { windowMs: MIN, max: 100 }],
];

/** Per email: each of these mails the address, so a flood from many addresses must not reach an inbox. */
const ACCOUNT_RULES: Record<string, WindowRule> = {
  '/sign-up/email': { windowMs: 60 * MIN, max: 5 },
  '/request-password-reset': { windowMs: 60 * MIN, max: 5 },
};

/**
 * Failed sign-ins per account *and* address: five free, then 1 s, 2 s, 4 s… up to 5 minutes.
 * An attacker's failures slow only the attacker's address; the owner elsewhere signs in at once.
 */
export const SIGN_IN_BACKOFF: BackoffRule = { free: 5, baseMs: 1000, capMs: 5 * MIN, forgetMs: 60 * MIN };

const SIGN_IN = '/sign-in/email';
const signInKey = (email: string, ip: string) => `signin|${email}|${ip}`;

/** Whether this auth request may go ahead; `email` is the normalised address in its body, if any. */
export async function checkAuthLimits(
  db: Kysely<Database>,
  req: { method: string; path: string; ip: string; email: string },
  now: number,
): Promise<Verdict> {
  const rule = ADDRESS_RULES.find(([match]) => match(req.path))![1];
  const byAddress = await consume(db, `addr|${req.ip}|${req.path}`, rule, now);
  if (!byAddress.allowed || req.method !== 'POST' || !req.email) return byAddress;
  const account = ACCOUNT_RULES[req.path];
  if (account) return consume(db, `acct|${req.path}|${req.email}`, account, now);
  if (req.path === SIGN_IN) return mayTry(db, signInKey(req.email, req.ip), SIGN_IN_BACKOFF, now);
  return byAddress;
}

/** Counts a wrong password against (account, address); a right one clears the run. */
export async function settleSignIn(
  db: Kysely<Database>,
  req: { path: string; ip: string; email: string },
  status: number,
  now: number,
) {
  if (req.path !== SIGN_IN || !req.email) return;
  const key = signInKey(req.email, req.ip);
  if (status === 401) await recordFailure(db, key, SIGN_IN_BACKOFF, now);
  else if (status === 200) await forget(db, key);
}

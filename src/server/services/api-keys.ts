// API keys (issue 15, decision 260): made here, kept only as a SHA-256 hash, listed without the
// key, revoked by setting revoked_at, and found by hash for the /api/v1 bearer check.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DbHandle } from '../db';
import { lockUser } from '../db/user-lock';
import type { PlanColumns } from './plan';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  type ApiKeyDto,
  type CreatedApiKeyDto,
} from '#shared/schemas/api-keys';

/** last_used_at is written at most this often per key, so a busy script costs no write per call. */
export const LAST_USED_EVERY_MS = 60_000;

export class ApiKeyLimitError extends Error {}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new key: 256 random bits behind a recognisable prefix. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_SHOWN_CHARS), hash: hashApiKey(key) };
}

/** What the bearer check needs about a presented key: the key's row and its account's plan columns. */
export type KeyHolder = PlanColumns & {
  keyId: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  userId: string;
  email: string;
  name: string;
};

export function createApiKeyStore({ db, kind }: DbHandle, now: () => Date) {
  const listColumns = ['id', 'name', 'prefix', 'created_at', 'last_used_at'] as const;

  return {
    /** The account's live keys, newest first. */
    list(userId: string): Promise<ApiKeyDto[]> {
      return db
        .selectFrom('api_keys')
        .select(listColumns)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Throws ApiKeyLimitError when the account already has `max` live keys. */
    async create(userId: string, name: string, max: number): Promise<CreatedApiKeyDto> {
      const { key, prefix, hash } = newApiKey();
      const row = { id: randomUUID(), name, prefix, created_at: now().toISOString() };
      await db.transaction().execute(async (tx) => {
        // Two tabs creating at once must not both pass the cap.
        await lockUser(tx, kind, userId);
        const { n } = await tx
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) throw new ApiKeyLimitError();
        await tx
          .insertInto('api_keys')
          .values({ ...row, user_id: userId, hash, last_used_at: null, revoked_at: null })
          .execute();
      });
      return { ...row, key };
    },

    /** False when the account has no such live key (another account's key included). */
    async revoke(userId: string, id: string): Promise<boolean> {
      const res = await db
        .updateTable('api_keys')
        .set({ revoked_at: now().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * The key's row and its account, by the key's hash (revoked keys included: the caller refuses
     * them). A plain indexed equality is fine here, no constant-time compare: what the lookup's
     * timing could reveal is how a hash of the caller's own guess relates to stored hashes, and a
     * SHA-256 tells nothing usable about a key of 256 random bits.
     */
    findByKey(key: string): Promise<KeyHolder | undefined> {
      return db
        .selectFrom('api_keys')
        .innerJoin('user', 'user.id', 'api_keys.user_id')
        .select([
          'api_keys.id as keyId',
          'api_keys.revoked_at as revokedAt',
          'api_keys.last_used_at as lastUsedAt',
          'user.id as userId',
          'user.email',
          'user.name',
          'user.plan_type',
          'user.subscription_id',
          'user.subscription_status',
          'user.subscription_expires_at',
        ])
        .where('api_keys.hash', '=', hashApiKey(key))
        .executeTakeFirst();
    },

    /**
     * Records a use at `at` unless one was recorded within LAST_USED_EVERY_MS. The condition is in
     * the update too, so instances sharing the database agree without any memory of their own.
     */
    async touch(holder: Pick<KeyHolder, 'keyId' | 'lastUsedAt'>, at: Date): Promise<void> {
      const cutoff = new Date(at.getTime() - LAST_USED_EVERY_MS).toISOString();
      if (holder.lastUsedAt !== null && holder.lastUsedAt > cutoff) return;
      await db
        .updateTable('api_keys')
        .set({ last_used_at: at.toISOString() })
        .where('id', '=', holder.keyId)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', cutoff)]))
        .execute();
    },
  };
}

export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;

import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/** The plan columns billing writes on a user. */
export function readUser(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('user')
    .select(['plan_type', 'subscription_id', 'subscription_status', 'subscription_expires_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

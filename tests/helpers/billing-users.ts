import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { billingDb } from '../../src/server/services/billing-db';

/**
 * Until the accounts migration (002) creates Better Auth's `user` table with the plan columns,
 * billing tests create a minimal one with the same column names.
 */
export async function ensureUserTable(db: Kysely<Database>) {
  await sql`create table if not exists "user" (
    id varchar(255) primary key,
    name varchar(255) not null,
    email varchar(255) not null,
    plan_type varchar(16) not null default 'lite',
    subscription_id varchar(64),
    subscription_status varchar(32),
    subscription_expires_at varchar(40)
  )`.execute(db);
}

export async function insertUser(db: Kysely<Database>, id: string, email = `${id}@example.com`) {
  await ensureUserTable(db);
  await billingDb(db).insertInto('user').values({ id, name: id, email, plan_type: 'lite' }).execute();
}

export function readUser(db: Kysely<Database>, id: string) {
  return billingDb(db)
    .selectFrom('user')
    .select(['plan_type', 'subscription_id', 'subscription_status', 'subscription_expires_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

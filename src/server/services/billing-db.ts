import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The plan columns on Better Auth's `user` table (added by the accounts migration) that billing reads and writes. */
export interface UserPlanColumns {
  id: string;
  email: string;
  name: string;
  plan_type: string;
  subscription_id: string | null;
  subscription_status: string | null;
  subscription_expires_at: string | null;
}

export type BillingDatabase = Database & { user: UserPlanColumns };

export function billingDb(db: Kysely<Database>): Kysely<BillingDatabase> {
  return db as unknown as Kysely<BillingDatabase>;
}

import type { Kysely } from 'kysely';

// Billing event log (idempotency, ordering and audit) and the contact inbox.
// The contact table doubles as the per-IP rate limiter's state: several instances share it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_events')
    .ifNotExists()
    // The provider's event identity: event name, object type, id and its updated_at (a redelivery repeats them).
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('event_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('subscription_id', 'varchar(64)')
    .addColumn('user_id', 'varchar(255)')
    // The subscription's updated_at at the provider: an older event never overrides a newer one.
    .addColumn('provider_updated_at', 'varchar(40)')
    .addColumn('customer_portal_url', 'text')
    .addColumn('update_payment_method_url', 'text')
    // applied | ignored | stale | unmatched
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_events_subscription_idx')
    .ifNotExists()
    .on('billing_events')
    .columns(['subscription_id', 'provider_updated_at'])
    .execute();
  await db.schema
    .createIndex('billing_events_user_idx')
    .ifNotExists()
    .on('billing_events')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('contact_messages')
    .ifNotExists()
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(32)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    // SHA-256 of the sender's IP: enough to rate-limit, without keeping the address itself.
    .addColumn('ip_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)')
    // pending | sent | failed
    .addColumn('mail_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('mail_error', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_ip_idx')
    .ifNotExists()
    .on('contact_messages')
    .columns(['ip_hash', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').ifExists().execute();
  await db.schema.dropTable('billing_events').ifExists().execute();
}

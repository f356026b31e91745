import type { Kysely } from 'kysely';

// One row per quota reservation, so an export can later give back what it did not deliver,
// once, on the day it was charged (see docs/decisions/085-quota-settle.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_reservations')
    .ifNotExists()
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // The usage_daily day it was charged to: a refund after midnight goes back to that day.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // Both null until settled; a settled reservation never changes again.
    .addColumn('delivered', 'integer')
    .addColumn('settled_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('usage_reservations_user_idx')
    .ifNotExists()
    .on('usage_reservations')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_reservations').ifExists().execute();
}

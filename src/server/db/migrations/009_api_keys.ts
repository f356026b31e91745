import type { Kysely } from 'kysely';

// Issue 15: API keys. Only a SHA-256 of each key is kept (the key is shown once, at creation), so the
// bearer check finds a key by its hash through the unique index. A revoked key keeps its row with
// revoked_at set: the list hides it and the check refuses it; deleting the account removes them all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .ifNotExists()
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // The first characters of the key, shown in the list to tell keys apart.
    .addColumn('prefix', 'varchar(32)', (c) => c.notNull())
    // Lower-case hex SHA-256 of the whole key.
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('api_keys_user_created')
    .ifNotExists()
    .on('api_keys')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').ifExists().execute();
}

import { PostgresAdapter, type Kysely } from 'kysely';

// Issue 13: presets (a named watermark per account), and projects that keep their layers. The image
// layers' logo files live in one table per owner (same columns), so deleting a preset or a project,
// or the account, removes its files by cascade.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('presets')
    .ifNotExists()
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // JSON text of Watermark (layers + project-level placements).
    .addColumn('watermark', 'text', (c) => c.notNull())
    .addColumn('export_settings', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('presets_user_updated')
    .ifNotExists()
    .on('presets')
    .columns(['user_id', 'updated_at'])
    .execute();

  for (const [table, owner] of [
    ['preset_logos', 'presets'],
    ['project_logos', 'projects'],
  ] as const) {
    await db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references(`${owner}.id`).onDelete('cascade'))
      .addColumn('file_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('bytes', bytes, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['owner_id', 'file_id'])
      .execute();
  }
  // Null: a project saved before layers (one logo + positions), opened as a one-logo-layer watermark.
  await db.schema.alterTable('projects').addColumn('watermark', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('watermark').execute();
  await db.schema.dropTable('project_logos').ifExists().execute();
  await db.schema.dropTable('preset_logos').ifExists().execute();
  await db.schema.dropTable('presets').ifExists().execute();
}

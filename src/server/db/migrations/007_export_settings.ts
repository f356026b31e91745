import type { Kysely } from 'kysely';

// Output settings (issue 12): one row per account (the settings the user last chose while signed
// in), a project's settings as JSON beside its positions, and each saved photo's size before the
// save reduced it, so an opened project can say that its photos are smaller than the originals.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_export_settings')
    .ifNotExists()
    .addColumn('user_id', 'varchar(255)', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Null: a project saved before this migration, which keeps the defaults when opened.
  await db.schema.alterTable('projects').addColumn('export_settings', 'text').execute();
  await db.schema.alterTable('project_images').addColumn('original_width', 'integer').execute();
  await db.schema.alterTable('project_images').addColumn('original_height', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project_images').dropColumn('original_height').execute();
  await db.schema.alterTable('project_images').dropColumn('original_width').execute();
  await db.schema.alterTable('projects').dropColumn('export_settings').execute();
  await db.schema.dropTable('user_export_settings').ifExists().execute();
}

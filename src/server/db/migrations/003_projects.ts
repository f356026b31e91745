import { PostgresAdapter, type Kysely } from 'kysely';

// Saved projects. Files are bytes in project_images, never data URLs, so a
// 50-photo project is not inflated by base64; dates are ISO-8601 UTC text like every date of ours.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo', bytes, (c) => c.notNull())
    .addColumn('logo_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('logo_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('positions', 'text', (c) => c.notNull())
    .addColumn('image_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The list is "this user's projects, newest first": one index serves it and the count.
  await db.schema
    .createIndex('projects_user_updated')
    .on('projects')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('project_images')
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('project_images_pk', ['project_id', 'idx'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_images').ifExists().execute();
  await db.schema.dropTable('projects').ifExists().execute();
}

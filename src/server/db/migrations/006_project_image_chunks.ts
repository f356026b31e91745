import { PostgresAdapter, type Kysely } from 'kysely';

// Photo bytes as fixed-size chunks, so a save binds one chunk at a time instead of a whole photo
// (SQLite copies a bound blob, pg sends bytea as hex). project_images keeps the metadata; rows written
// before this migration keep their bytes there and are read from it (decision 160).
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('project_image_chunks')
    .ifNotExists()
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('project_image_chunks_pk', ['project_id', 'idx', 'seq'])
    // Removing a photo row (a replaced or deleted project, a deleted user) removes its chunks.
    .addForeignKeyConstraint(
      'project_image_chunks_image_fk',
      ['project_id', 'idx'],
      'project_images',
      ['project_id', 'idx'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_image_chunks').ifExists().execute();
}

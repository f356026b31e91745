import type { Kysely } from 'kysely';

// Full-size project photos in object storage (issue 15 item 5, decision 279): a photo row names its
// object, and project_object_sweeps lists object folders that may have to go (uploaded before their
// save committed, or of a version a save replaced or a delete removed) until they are gone.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Null: the photo's bytes are in project_image_chunks (or, for the oldest rows, in bytes).
  await db.schema.alterTable('project_images').addColumn('object_key', 'varchar(512)').execute();
  await db.schema
    .createTable('project_object_sweeps')
    .ifNotExists()
    .addColumn('prefix', 'varchar(512)', (c) => c.primaryKey())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_object_sweeps').ifExists().execute();
  await db.schema.alterTable('project_images').dropColumn('object_key').execute();
}

// Typed tables of our own. Better Auth owns user, session, account and verification (see auth service).
// Dates are ISO-8601 UTC strings on both engines, so they compare and sort the same everywhere.
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface ProjectsTable {
  id: string;
  user_id: string;
  name: string;
  logo: Uint8Array;
  logo_type: string;
  logo_name: string;
  /** JSON text: settings keyed by photo id in photo order, or { "logo-settings": ... }. */
  positions: string;
  image_count: number;
  created_at: string;
  updated_at: string;
}

export interface ProjectImagesTable {
  project_id: string;
  /** 0-based photo order. */
  idx: number;
  name: string;
  type: string;
  width: number | null;
  height: number | null;
  size: number;
  bytes: Uint8Array;
}

export interface Database {
  app_meta: AppMetaTable;
  projects: ProjectsTable;
  project_images: ProjectImagesTable;
}

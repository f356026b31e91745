// Typed tables of our own. Better Auth owns user, session, account and verification (see auth service).
// Dates are ISO-8601 UTC strings on both engines, so they compare and sort the same everywhere.
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
}

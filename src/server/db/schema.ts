// Typed tables of our own. Better Auth owns user, session, account and verification (see auth service).
// Dates are ISO-8601 UTC strings on both engines, so they compare and sort the same everywhere.
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface BillingEventTable {
  id: string;
  event_name: string;
  subscription_id: string | null;
  user_id: string | null;
  provider_updated_at: string | null;
  customer_portal_url: string | null;
  update_payment_method_url: string | null;
  outcome: 'applied' | 'ignored' | 'stale' | 'unmatched';
  payload: string;
  received_at: string;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip_hash: string;
  user_agent: string | null;
  mail_status: 'pending' | 'sent' | 'failed';
  mail_error: string | null;
  created_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  billing_events: BillingEventTable;
  contact_messages: ContactMessageTable;
}

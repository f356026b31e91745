/** The user columns the app user (/api/me) is built from, read by the session fast path and by /api/me alike. */
export const APP_USER_COLUMNS = [
  'user.id',
  'user.email',
  'user.name',
  'user.emailVerified',
  'user.language',
  'user.createdAt',
  'user.plan_type',
  'user.subscription_id',
  'user.subscription_status',
  'user.subscription_expires_at',
] as const;

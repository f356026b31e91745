/**
 * A same-site path to return to after sign-in (e.g. /auth?redirect=%2Fpricing), or null.
 * Only absolute paths of this site: never another origin ("//evil.test", "https://...", "/\\evil").
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/auth')) return null;
  return value;
}

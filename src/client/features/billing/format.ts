/** A date in the reader's language, e.g. "March 10, 2026" or "10 במרץ 2026". */
export function formatDate(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

import type { Context } from 'hono';
import type { HttpError } from './http-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The route's `:id` when it is a UUID. Anything else cannot name a row (and PostgreSQL would refuse
 * it in a uuid comparison), so it answers as the route's missing row does.
 */
export function idParam(c: Context, notFound: () => HttpError): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw notFound();
  // Ids are made lower case (randomUUID) and compared as text; a UUID in capitals is the same id.
  return id.toLowerCase();
}

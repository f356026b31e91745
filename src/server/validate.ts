// The one way a route checks its input: the zod schema from src/shared/schemas through
// @hono/zod-validator, with every failure answered as our HttpError shape and the route's stable code.
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { HttpError, badRequest } from './http-error';
import { TEXT_ERRORS, hasNulIssue } from '../shared/schemas/text';

export type Issues = readonly z.core.$ZodIssue[];

/**
 * `refusal` words a failure for this route; it gets no issues when the body is not JSON at all.
 * Text with U+0000 is refused the same way on every route (decision 081), before `refusal` is asked.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  refusal: (issues: Issues) => HttpError,
) {
  const check = zValidator(target, schema, (result) => {
    if (result.success) return;
    const { issues } = result.error;
    if (hasNulIssue(issues)) throw badRequest(TEXT_ERRORS.nul.message, TEXT_ERRORS.nul.code);
    throw refusal(issues);
  });
  const guarded: MiddlewareHandler = async (c, next) => {
    let reached = false;
    try {
      return await check(c, () => {
        reached = true;
        return next();
      });
    } catch (e) {
      // Hono's own 400 for a body that does not parse as JSON answers as this route's refusal.
      if (!reached && e instanceof HTTPException && !(e instanceof HttpError) && e.status === 400) {
        throw refusal([]);
      }
      throw e;
    }
  };
  return guarded as typeof check;
}

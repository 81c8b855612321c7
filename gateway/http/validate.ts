// One validation wrapper for every route, so every 400 has the same shape and says what to fix.
import type { Context } from 'hono';
import type { z } from 'zod';
import { GatewayError } from '../errors.ts';
import { unstorable } from '../storable.ts';

export function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const bad = unstorable(value, '');
  if (bad !== null) {
    const message = 'contains a NUL character or half of a surrogate pair, which cannot be stored; send valid UTF-16 text';
    throw new GatewayError('bad_request', `Invalid ${where}: ${bad ? `${bad}: ` : ''}${message}`, { issues: [{ path: bad, message }] });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  throw new GatewayError('bad_request', `Invalid ${where}: ${summary}`, { issues });
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text); // an empty body is an empty object: zod names what is missing
  } catch {
    throw new GatewayError('bad_request', 'The request body is not valid JSON.');
  }
  return parse(schema, raw, 'body');
}

export const query = <S extends z.ZodType>(c: Context, schema: S): z.output<S> => parse(schema, c.req.query(), 'query');


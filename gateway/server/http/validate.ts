// One validation wrapper for every route, so every 400 has the same shape and says what to fix.
import type { Context } from 'hono';
import type { z } from 'zod';
import { GatewayError } from '../../kernel/errors.ts';
import { unstorable } from '../../kernel/storable.ts';

/** Deeper JSON than any real input: refused before recursive code (storable checks, zod, stringify) walks it. */
export const MAX_JSON_DEPTH = 32;

/** The path of the first value nested deeper than `max`, or null; iterative, so any depth is safe to check. */
export function tooDeep(value: unknown, max = MAX_JSON_DEPTH): string | null {
  const stack: { v: unknown; path: string[] }[] = [{ v: value, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (path.length >= max) return path.length > 12 ? `${path.slice(0, 12).join('.')}.…` : path.join('.');
    for (const [k, child] of Object.entries(v)) stack.push({ v: child, path: [...path, k] });
  }
  return null;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const deep = tooDeep(value);
  if (deep !== null) {
    const message = `nested more than ${MAX_JSON_DEPTH} levels deep; send flatter JSON`;
    throw new GatewayError('bad_request', `Invalid ${where}: ${deep}: ${message}`, {
      issues: [{ path: deep, message }],
    });
  }
  const bad = unstorable(value, '');
  if (bad !== null) {
    const message =
      'contains a NUL character or half of a surrogate pair, which cannot be stored; send valid UTF-16 text';
    throw new GatewayError('bad_request', `Invalid ${where}: ${bad ? `${bad}: ` : ''}${message}`, {
      issues: [{ path: bad, message }],
    });
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
  // Every body is an object of named fields; zod would say "expected object, received array".
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const got = Array.isArray(raw) ? 'an array' : raw === null ? 'null' : `a ${typeof raw}`;
    throw new GatewayError('bad_request', `The request body must be a JSON object ({ "field": … }), not ${got}.`);
  }
  return parse(schema, raw, 'body');
}

/** A query string's values; an empty one (`?goal=`, as a form or a link template leaves it) counts as not given. */
export const query = <S extends z.ZodType>(c: Context, schema: S): z.output<S> =>
  parse(schema, Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== '')), 'query');

/** Who decided through the API, as the gateway takes it: a decision body's event key (a retry sends the same) and the person it names. */
export const fromApi = (body: { event_key?: string; actor?: string }) =>
  ({ eventKey: body.event_key, actor: body.actor ?? null, source: 'api' }) as const;

// Text Postgres can store: every boundary (HTTP, bots through decide) refuses the rest before SQL sees it.
import { GatewayError } from './errors.ts';

// Postgres text cannot hold U+0000, and jsonb refuses lone surrogates: refuse them here, naming the field,
// instead of failing in the database where no retry could help.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What a person is told when one of these fields cannot be stored ("The title contains …"), or null when all can:
 * the one wording of every core write that takes free text from a channel.
 */
export function unstorableMessage(fields: Record<string, unknown>): string | null {
  const bad = unstorable(fields, '');
  if (bad === null) return null;
  const name = bad.split('.')[0]!.replace('_', ' ');
  return `The ${name} contains a character that cannot be stored (NUL or half an emoji); remove it and try again.`;
}

/** Refuses (400, in `unstorableMessage`'s words) a write whose fields cannot be stored. */
export function refuseUnstorable(fields: Record<string, unknown>): void {
  const bad = unstorableMessage(fields);
  if (bad) throw new GatewayError('bad_request', bad);
}

/** The path of the first string (or key) in `value` that cannot be stored, or null. */
export function unstorable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = unstorable(v, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (UNSTORABLE.test(k)) return at;
      const found = unstorable(v, at);
      if (found !== null) return found;
    }
  }
  return null;
}

// What every answer to outside input must look like: no 5xx, no leak, and (under /v1) the one JSON error shape.
import { leaks } from './leaks.ts';

/** Problems with one response (empty = fine); `where` names the request in the message. */
export async function answerProblems(res: Response, where: string, opts: { api: boolean }): Promise<string[]> {
  const body = await res.text();
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`${where} → ${res.status}: ${body.slice(0, 300)}`);
  const leak = leaks(body);
  if (leak) problems.push(`${where} → ${res.status} leaks ${leak}`);
  if (opts.api && res.status >= 400 && res.status < 500) {
    let shape: { error?: { code?: unknown; message?: unknown } } | null;
    try {
      shape = JSON.parse(body) as typeof shape;
    } catch {
      shape = null; // reported below
    }
    if (typeof shape?.error?.code !== 'string' || typeof shape.error.message !== 'string') {
      problems.push(`${where} → ${res.status} without the error shape: ${body.slice(0, 200)}`);
    }
  }
  return problems;
}

/** Describes a request for a failure message, cutting long bodies. */
export const describeRequest = (method: string, path: string, body?: string) =>
  `${method} ${path.slice(0, 200)}${body === undefined ? '' : ` ${JSON.stringify(body.slice(0, 200))}${body.length > 200 ? `…(${body.length})` : ''}`}`;

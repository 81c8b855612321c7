// An HTTP client that behaves like a careful agent: a connection error (or a timeout) is retried with the same body until
// an answer comes; a 5xx "Not saved" answer is tapped again a few times, as the message asks.
import { leaks } from './leaks.ts';

export interface Answer {
  status: number;
  body: unknown;
  /** Every status seen, in order; 0 = connection error or timeout. */
  history: number[];
}

export interface ClientOptions {
  /** Give up (throw) after this moment: a bounded loop even if the server never comes back. */
  deadline: number;
  /** How often a 5xx answer is tried again. */
  retries5xx?: number;
  timeoutMs?: number;
  /** Every response body that showed a stack trace or a file path. */
  leaked?: string[];
  /** Stop retrying at once when this says why (e.g. the server process crashed). */
  giveUp?: () => string | null;
}

const pause = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

export async function callUntilAnswered(
  base: string,
  method: string,
  path: string,
  body: unknown,
  o: ClientOptions,
): Promise<Answer> {
  const history: number[] = [];
  let fivexx = 0;
  for (let attempt = 0; ; attempt++) {
    const reason = o.giveUp?.();
    if (reason) throw new Error(`${method} ${path}: gave up (history ${history.join(',')}): ${reason}`);
    if (Date.now() > o.deadline)
      throw new Error(`${method} ${path}: no answer before the deadline (history ${history.join(',')})`);
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs ?? 20_000),
      });
      text = await res.text();
    } catch {
      history.push(0);
      await pause(Math.min(50 * 2 ** Math.min(attempt, 4), 500));
      continue;
    }
    history.push(res.status);
    const leak = leaks(text);
    if (leak) o.leaked?.push(`${method} ${path} → ${res.status}: ${leak}`);
    if (res.status >= 500 && fivexx++ < (o.retries5xx ?? 3)) {
      await pause(300);
      continue;
    }
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed, history };
  }
}

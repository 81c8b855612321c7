// Slack publisher: posts the text to a channel with chat.postMessage, tagged with the publication id, and on a
// retry first looks in the channel's recent history for that tag, so a post whose answer was lost is not made twice.
import { z } from 'zod';
import { PUBLISH_TIMEOUT_MS, PublishError, type Publisher, type PublishRequest } from './publisher.ts';

/** The message metadata event type taploop's posts carry (`event_payload.publication_id` names the publication). */
export const SLACK_PUBLICATION_EVENT = 'taploop_publication';

/** How far the retry's look reaches: Slack's clock may run ahead of or behind ours by this much. */
const CLOCK_MARGIN_MS = 10 * 60_000;
/** Without a slot to start from, the look goes back this far. */
const DEFAULT_LOOKBACK_MS = 24 * 3_600_000;
/** The look reads at most PAGES × PAGE_SIZE of the newest messages since the slot, then gives up and posts. */
const PAGE_SIZE = 100;
const PAGES = 5;

/** Answers that say "later", not "never": a retry looks again instead of posting blind. */
const TRANSIENT = new Set(['ratelimited', 'internal_error', 'fatal_error', 'service_unavailable', 'request_timeout']);

/** Slack's `ok: false` answer (or no answer): `code` is Slack's error string, null for a network failure. */
class SlackCallError extends PublishError {
  constructor(
    message: string,
    readonly code: string | null,
    status?: number,
  ) {
    super(message, status);
  }
  get transient(): boolean {
    return this.code === null || TRANSIENT.has(this.code) || (this.status ?? 0) >= 500 || this.status === 429;
  }
}

const answerSchema = z.object({ ok: z.boolean(), error: z.string().optional() }).loose();
const historySchema = z
  .object({
    messages: z.array(
      z
        .object({
          ts: z.string(),
          metadata: z.object({ event_type: z.string(), event_payload: z.record(z.string(), z.unknown()) }).optional(),
        })
        .loose(),
    ),
    has_more: z.boolean().optional(),
    response_metadata: z.object({ next_cursor: z.string().optional() }).loose().optional(),
  })
  .loose();

export function createSlackPublisher(opts: {
  token: string;
  /** The channel id (C…/G…): conversations.history does not take a name, so a name leaves retries unchecked. */
  channel: string;
  apiUrl: string | null;
  /** Told when a retry could not look at the history and posts without knowing (at least once, not once). */
  log?: (detail: string, fields: Record<string, unknown>) => void;
}): Publisher {
  const base = opts.apiUrl ?? 'https://slack.com/api/';

  /** One Web API call; a network failure, an HTTP error or `ok: false` is a PublishError. */
  async function call(method: string, body: URLSearchParams | string): Promise<Record<string, unknown>> {
    const json = typeof body === 'string';
    const res = await fetch(new URL(method, base), {
      method: 'POST',
      headers: {
        'content-type': json ? 'application/json; charset=utf-8' : 'application/x-www-form-urlencoded',
        authorization: `Bearer ${opts.token}`,
      },
      body,
      signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
    }).catch((err: Error) => {
      throw new SlackCallError(`Slack unreachable: ${err.message}`, null);
    });
    const parsed = answerSchema.safeParse(await res.json().catch(() => null));
    if (!res.ok || !parsed.success || !parsed.data.ok) {
      const code = (parsed.success && parsed.data.error) || null;
      throw new SlackCallError(`Slack refused: ${code ?? res.status}`, code, res.status);
    }
    return parsed.data;
  }

  /**
   * The ts of a message in the channel tagged with this publication, or null when the history since the slot
   * has none. Reads newest first: `latest` is given with `oldest` because with `oldest` alone Slack answers the
   * messages closest to `oldest`, not the newest ones.
   */
  async function findPosted(req: PublishRequest): Promise<string | null> {
    const now = Date.now();
    const from = (req.notBefore?.getTime() ?? now - DEFAULT_LOOKBACK_MS) - CLOCK_MARGIN_MS;
    let cursor: string | undefined;
    for (let page = 0; page < PAGES; page++) {
      const params = new URLSearchParams({
        channel: opts.channel,
        oldest: slackTs(from),
        latest: slackTs(now + CLOCK_MARGIN_MS),
        limit: String(PAGE_SIZE),
        include_all_metadata: 'true',
        ...(cursor ? { cursor } : {}),
      });
      const history = historySchema.safeParse(await call('conversations.history', params));
      if (!history.success) throw new PublishError('Slack answered conversations.history in an unknown shape');
      const hit = history.data.messages.find(
        (m) =>
          m.metadata?.event_type === SLACK_PUBLICATION_EVENT &&
          m.metadata.event_payload['publication_id'] === req.publicationId,
      );
      if (hit) return hit.ts;
      cursor = history.data.response_metadata?.next_cursor;
      if (!history.data.has_more || !cursor) return null;
    }
    opts.log?.('Slack history too busy to check; posting again may duplicate', {
      publication_id: req.publicationId,
      channel: opts.channel,
      messages_read: PAGES * PAGE_SIZE,
    });
    return null;
  }

  return {
    type: 'slack',
    async publish(req) {
      // A first attempt cannot have posted before; a later one may have, if the answer or the mark was lost.
      if (req.attempt > 1) {
        try {
          const ts = await findPosted(req);
          if (ts !== null) return { externalId: ts };
        } catch (err) {
          // A lost connection, a rate limit, Slack down: try the whole thing later rather than post blind.
          if (!(err instanceof SlackCallError) || err.transient) throw err;
          // The token may not read history (no channels:history scope, not in the channel, a channel name):
          // the retry posts without looking, which is at least once.
          opts.log?.('Slack history not readable; posting without checking for an earlier post', {
            publication_id: req.publicationId,
            channel: opts.channel,
            error: err.message,
          });
        }
      }
      const answer = await call(
        'chat.postMessage',
        JSON.stringify({
          channel: opts.channel,
          text: req.text,
          metadata: {
            event_type: SLACK_PUBLICATION_EVENT,
            event_payload: { publication_id: req.publicationId, run_id: req.runId },
          },
        }),
      );
      return { externalId: typeof answer['ts'] === 'string' ? answer['ts'] : null };
    },
  };
}

/** A Slack timestamp ("seconds.micros") for a time in ms. */
const slackTs = (ms: number) => (Math.max(ms, 0) / 1000).toFixed(6);

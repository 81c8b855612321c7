// Slack publisher: posts the text to a channel with chat.postMessage.
import { PUBLISH_TIMEOUT_MS, PublishError, type Publisher } from './publisher.ts';

export function createSlackPublisher(opts: { token: string; channel: string; apiUrl: string | null }): Publisher {
  const base = opts.apiUrl ?? 'https://slack.com/api/';
  return {
    type: 'slack',
    async publish(req) {
      const res = await fetch(new URL('chat.postMessage', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', authorization: `Bearer ${opts.token}` },
        body: JSON.stringify({ channel: opts.channel, text: req.text }),
        signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
      }).catch((err: Error) => {
        throw new PublishError(`Slack unreachable: ${err.message}`);
      });
      const answer = (await res.json().catch(() => null)) as { ok?: boolean; error?: string; ts?: string } | null;
      if (!res.ok || !answer?.ok) throw new PublishError(`Slack refused: ${answer?.error ?? res.status}`, res.status);
      return { externalId: answer.ts ?? null };
    },
  };
}

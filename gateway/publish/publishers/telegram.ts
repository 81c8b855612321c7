// Telegram publisher: posts the text to a channel or chat through the Bot API.
import { PUBLISH_TIMEOUT_MS, PublishError, type Publisher } from './publisher.ts';

export function createTelegramPublisher(opts: {
  token: string;
  chatId: string | number;
  apiRoot: string | null;
}): Publisher {
  const root = opts.apiRoot ?? 'https://api.telegram.org';
  return {
    type: 'telegram',
    async publish(req) {
      const res = await fetch(`${root}/bot${opts.token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: opts.chatId, text: req.text }),
        signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
      }).catch((err: Error) => {
        throw new PublishError(`Telegram unreachable: ${err.message}`);
      });
      const answer = (await res.json().catch(() => null)) as {
        ok?: boolean;
        description?: string;
        result?: { message_id?: number };
      } | null;
      if (!res.ok || !answer?.ok)
        throw new PublishError(`Telegram refused: ${answer?.description ?? res.status}`, res.status);
      return { externalId: answer.result?.message_id === undefined ? null : String(answer.result.message_id) };
    },
  };
}

// The Slack side of the channel contract: post cards, and bring every Slack card to its final state.

import { webApi } from '@slack/bolt';
import type { Channel, DecisionResult, Digest, Rule, Run, TrustChange } from '../../gateway/index.ts';
import { type Card, decidedRunCard, pendingRunCard, ruleCard } from './blocks.ts';
import { TRUST_ACTIONS } from './listeners/trust.ts';
import type { SlackDeps } from './replies.ts';
import { escapeMrkdwn } from './text.ts';

export const CHANNEL_NAME = 'slack';

export interface SlackChannel extends Channel {
  /** The gateway cannot remove a channel; a stopped one does nothing. */
  stop(): void;
}

export function createSlackChannel({ gateway, config, logger }: SlackDeps, client: webApi.WebClient): SlackChannel {
  const slack = config.slack!;
  let stopped = false;

  async function post(card: Card, of: { runId: string } | { ruleId: string }): Promise<void> {
    const res = await client.chat.postMessage({
      channel: slack.channel,
      ...card,
      unfurl_links: false,
      unfurl_media: false,
    });
    // Slack answers with the real channel id (a user id given as SLACK_CHANNEL becomes the DM's id).
    await gateway.recordCard({ channel: CHANNEL_NAME, chatId: res.channel!, messageId: res.ts!, ...of });
  }

  /**
   * Every Slack card of the run or rule; one card failing to update never stops the others. Slack's refusals
   * (a deleted message) are logged; an outage is thrown after the others were tried, for the outbox to retry.
   */
  async function updateAll(of: { runId: string } | { ruleId: string }, card: Card): Promise<void> {
    const cards = await gateway.cardsOf(of, CHANNEL_NAME);
    const results = await Promise.allSettled(
      cards.map((c) => client.chat.update({ channel: c.chat_id, ts: c.message_id, ...card })),
    );
    let retry: unknown = null;
    for (const r of results) {
      if (r.status === 'fulfilled') continue;
      logger.warn('slack card not updated', { ...of, err: r.reason });
      if ((r.reason as { code?: string })?.code !== webApi.ErrorCode.PlatformError) retry ??= r.reason;
    }
    if (retry) throw retry;
  }

  async function showRule(rule: Rule): Promise<void> {
    if (!stopped) await updateAll({ ruleId: rule.id }, ruleCard(rule));
  }

  /** Posts a card unless one is recorded already (a retry after the post went out but the call failed later). */
  async function postOnce(card: Card, of: { runId: string } | { ruleId: string }): Promise<void> {
    if ((await gateway.cardsOf(of, CHANNEL_NAME)).length === 0) await post(card, of);
  }

  const precheckOf = (run: Run) => gateway.precheckRun(run);

  return {
    name: CHANNEL_NAME,
    stop: () => void (stopped = true),
    async runSubmitted(run: Run) {
      if (!stopped)
        await postOnce(pendingRunCard(run, config.timezone, undefined, await precheckOf(run)), { runId: run.id });
    },
    /** Still pending: the card is posted once more. */
    async runReminder(run: Run) {
      if (!stopped)
        await post(pendingRunCard(run, config.timezone, undefined, await precheckOf(run)), { runId: run.id });
    },
    async runDecided(result: DecisionResult) {
      if (stopped) return;
      const card = decidedRunCard(result.run, config.timezone);
      await updateAll({ runId: result.run.id }, card);
    },
    async runUndone(run: Run) {
      if (!stopped)
        await updateAll({ runId: run.id }, pendingRunCard(run, config.timezone, undefined, await precheckOf(run)));
    },
    async runExpired(run: Run) {
      if (!stopped)
        await updateAll(
          { runId: run.id },
          decidedRunCard({ ...run, decision: null, publication: null }, config.timezone),
        );
    },
    async trustChanged(change: TrustChange) {
      if (stopped) return;
      const goal = `*${escapeMrkdwn(change.goal)}*`;
      if (change.to !== 'suggested') {
        await client.chat.postMessage({ channel: slack.channel, text: `🤝 ${goal}: ${escapeMrkdwn(change.why)}.` });
        return;
      }
      const text = `🤝 ${change.clean_streak} clean approvals in a row for ${goal}. Approve its drafts automatically? They still follow the publish limits, and each reaches you as an FYI you can undo.`;
      await client.chat.postMessage({
        channel: slack.channel,
        text,
        blocks: [
          { type: 'section', text: { type: 'mrkdwn', text } },
          {
            type: 'actions',
            elements: [
              {
                type: 'button',
                style: 'primary',
                text: { type: 'plain_text', text: 'Yes, auto-approve' },
                action_id: TRUST_ACTIONS.accept,
                value: change.goal,
              },
              {
                type: 'button',
                text: { type: 'plain_text', text: 'No, keep asking' },
                action_id: TRUST_ACTIONS.decline,
                value: change.goal,
              },
            ],
          },
        ],
      });
    },
    async digest(digest: Digest) {
      if (!stopped) await client.chat.postMessage({ channel: slack.channel, text: `\`\`\`${digest.text}\`\`\`` });
    },
    async ruleProposed(rule: Rule) {
      if (!stopped) await postOnce(ruleCard(rule), { ruleId: rule.id });
    },
    // The card shows the rule as it is: decided, or still waiting with its buttons (one rendering for both).
    ruleDecided: showRule,
    ruleChanged: showRule,
  };
}

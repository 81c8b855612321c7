// The Telegram channel: sends each card to every person whose role lets them act on it (a goal's drafts to the owners
// and that goal's reviewers, or to the goal's group), records them, and brings them to their final state.

import { type Api, GrammyError } from 'grammy';
import type { Act, Channel, DecisionResult, Precheck, Rule, Run, RunView } from '../../gateway/index.ts';
import { type CardMessage, decidedCard, pendingCard, publicationFailedText, runCardParts } from './cards.ts';
import { type BotDeps, CHANNEL } from './deps.ts';
import { trustData } from './features/trust.ts';
import { decidedRuleCard, ruleCard } from './rule-cards.ts';
import { escapeHtml } from './text.ts';

export interface TelegramChannel extends Channel {
  /** Sends a run's card (split if long) to one chat and records the part with the buttons. */
  sendRunCard(chatId: number | string, run: Run, precheck?: Precheck | null): Promise<void>;
  sendRuleCard(chatId: number | string, rule: Rule): Promise<void>;
  /** Edits one message to a card; a card already showing it ("not modified") is fine. */
  editCard(chatId: number | string, messageId: number | string, card: CardMessage): Promise<void>;
}

export function createTelegramChannel(api: Api, d: BotDeps): TelegramChannel {
  const { gateway, logger } = d;
  /** The private chats of the people who may do `act` and have a Telegram id (a person's chat id is their user id). */
  const chatsFor = async (act: Act) =>
    (await gateway.people.allowedTo(act)).flatMap((p) => (p.telegram_id ? [p.telegram_id] : []));
  /** A goal with a group has its cards there, once; any other goal's go to each person who may decide it. */
  const deciders = async (run: Pick<Run, 'goal'>) => {
    const group = d.groupOf(run.goal);
    return group ? [group] : chatsFor({ kind: 'decide', goal: run.goal });
  };
  const owners = () => chatsFor({ kind: 'owner', what: 'deciding rules' });

  async function editCard(chatId: number | string, messageId: number | string, card: CardMessage) {
    await api.editMessageText(chatId, Number(messageId), card.text, {
      parse_mode: 'HTML',
      // Omitting the markup removes the buttons, which is what a final state wants.
      ...(card.keyboard ? { reply_markup: card.keyboard } : {}),
    });
  }

  /**
   * Every message recorded for a run or rule (cards and the questions asked about it) shows the final state.
   * A card the owner deleted cannot follow and is skipped; an outage fails the call, so the outbox retries it.
   */
  async function editAll(of: { runId?: string; ruleId?: string }, card: CardMessage) {
    await eachOf(
      await gateway.cardsOf(of, CHANNEL),
      'telegram card not updated',
      (c) => editCard(c.chat_id, c.message_id, card),
      (c) => ({ ...of, chat_id: c.chat_id }),
    );
  }

  /** One person who never opened the bot (403) must not keep the card from the others. */
  async function toEach(to: readonly string[], what: string, send: (chatId: string) => Promise<void>) {
    await eachOf(to, 'telegram card not sent', send, (chat) => ({ what, chat }));
  }

  /**
   * Tries every target; Telegram's refusals (blocked bot, deleted message) are logged and skipped, anything
   * else (network, 5xx, 429, timeout) is thrown after the others were tried, for the outbox to retry.
   */
  async function eachOf<T>(
    targets: readonly T[],
    problem: string,
    act: (t: T) => Promise<void>,
    fields: (t: T) => object,
  ) {
    let retry: unknown = null;
    for (const target of targets) {
      try {
        await act(target);
      } catch (err) {
        const refused =
          err instanceof GrammyError && err.error_code >= 400 && err.error_code < 500 && err.error_code !== 429;
        const gone = refused && /message to edit not found|message can't be edited/.test(err.description);
        logger[gone ? 'info' : 'warn'](problem, { ...fields(target), err });
        if (!refused) retry ??= err;
      }
    }
    if (retry) throw retry;
  }

  const showOutcome = (run: RunView) => editAll({ runId: run.id }, decidedCard(run, d.names.of, d.timezone));

  const precheckOf = (run: Run) => gateway.precheckRun(run);

  async function sendRunCard(chatId: number | string, run: Run, precheck?: Precheck | null) {
    let last = null;
    for (const part of runCardParts(run, precheck === undefined ? await precheckOf(run) : precheck)) {
      last = await api.sendMessage(chatId, part.text, {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        ...(part.keyboard ? { reply_markup: part.keyboard } : {}),
      });
    }
    await gateway.recordCard({ channel: CHANNEL, chatId, messageId: last!.message_id, runId: run.id });
  }

  async function sendRuleCard(chatId: number | string, rule: Rule) {
    const card = ruleCard(rule);
    const sent = await api.sendMessage(chatId, card.text, { parse_mode: 'HTML', reply_markup: card.keyboard! });
    await gateway.recordCard({ channel: CHANNEL, chatId, messageId: sent.message_id, ruleId: rule.id });
  }

  return {
    name: CHANNEL,
    editCard,

    sendRunCard,
    sendRuleCard,

    /** A retry after a partial failure sends only to the people who have no card of the run yet. */
    async runSubmitted(run) {
      const sent = new Set((await gateway.cardsOf({ runId: run.id }, CHANNEL)).map((c) => c.chat_id));
      const to = (await deciders(run)).filter((chat) => !sent.has(chat));
      if (to.length === 0) return;
      const precheck = await precheckOf(run);
      await toEach(to, run.id, (chat) => sendRunCard(chat, run, precheck));
    },

    /** The run is still pending: its card is sent to everyone who may decide it once more. */
    async runReminder(run) {
      const precheck = await precheckOf(run);
      await toEach(await deciders(run), run.id, (chat) => sendRunCard(chat, run, precheck));
    },

    async runDecided(result: DecisionResult) {
      await showOutcome(result.run);
    },

    /** Nobody decided in time: every card shows it expired, without buttons. */
    async runExpired(run) {
      await showOutcome({ ...run, decision: null, publication: null });
    },

    /** An approval was undone elsewhere: the run waits again, so its cards get their buttons back. */
    async runUndone(run) {
      await editAll({ runId: run.id }, pendingCard(run, await precheckOf(run)));
    },

    async publicationFailed(publication, run) {
      const cards = await gateway.cardsOf({ runId: publication.run_id }, CHANNEL);
      const text = publicationFailedText(publication, run);
      await toEach(run ? await deciders(run) : await owners(), publication.id, async (chat) => {
        const card = cards.find((c) => c.chat_id === chat);
        await api.sendMessage(chat, text, {
          parse_mode: 'HTML',
          ...(card
            ? { reply_parameters: { message_id: Number(card.message_id), allow_sending_without_reply: true } }
            : {}),
        });
      });
    },

    /** The trust ladder moved: an offer gets Yes / No buttons, any other change is said in one line. */
    async trustChanged(change) {
      const goal = escapeHtml(change.goal);
      const text =
        change.to === 'suggested'
          ? `🤝 ${change.clean_streak} clean approvals in a row for <b>${goal}</b>. Approve its drafts automatically? They still follow the publish limits, and each reaches you as an FYI you can undo.`
          : `🤝 <b>${goal}</b>: ${escapeHtml(change.why)}.`;
      const keyboard =
        change.to === 'suggested'
          ? {
              inline_keyboard: [
                [
                  { text: '✅ Yes, auto-approve', callback_data: trustData('accept', change.goal) },
                  { text: 'No, keep asking', callback_data: trustData('decline', change.goal) },
                ],
              ],
            }
          : undefined;
      await toEach(await owners(), `trust:${change.goal}`, async (chat) => {
        await api.sendMessage(chat, text, { parse_mode: 'HTML', ...(keyboard ? { reply_markup: keyboard } : {}) });
      });
    },

    async digest(digest) {
      const readers = await chatsFor({ kind: 'read-counts' });
      await toEach(readers, `digest:${digest.day}`, async (chat) => {
        await api.sendMessage(chat, `<pre>${escapeHtml(digest.text)}</pre>`, { parse_mode: 'HTML' });
      });
    },

    async ruleProposed(rule) {
      const sent = new Set((await gateway.cardsOf({ ruleId: rule.id }, CHANNEL)).map((c) => c.chat_id));
      const to = (await owners()).filter((chat) => !sent.has(chat));
      await toEach(to, rule.id, (chat) => sendRuleCard(chat, rule));
    },

    async ruleDecided(rule) {
      await editAll({ ruleId: rule.id }, decidedRuleCard(rule, d.names.of));
    },

    async ruleChanged(rule) {
      await editAll({ ruleId: rule.id }, ruleCard(rule));
    },
  };
}

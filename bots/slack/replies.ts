// Answers to a tap: refresh the card or App Home it came from, tell the tapper why not, or mark a card "not saved".
import type { webApi } from '@slack/bolt';
import {
  type ChannelGateway,
  type Config,
  ConflictError,
  type CurrentState,
  GatewayError,
  type Logger,
} from '../../gateway/index.ts';
import { type Card, ruleCard, runCard, withNotice } from './blocks.ts';
import { showsButtons, type Tap } from './tap.ts';
import { escapeMrkdwn } from './text.ts';
import { HOME_MAX_RULES, HOME_MAX_RUNS, homeView, strangerHome } from './views.ts';

export interface SlackDeps {
  gateway: ChannelGateway;
  config: Config;
  logger: Logger;
}

export type Replies = ReturnType<typeof createReplies>;

/** Said when something other than the gateway failed: we cannot know whether the decision was stored. */
const UNKNOWN_FAILURE =
  'Something went wrong on the taploop server (it is in the log). If the card still shows its buttons, nothing was saved: tap again.';

/** Said when the change was committed but Slack did not take what shows it. */
export const SAVED_NOT_SHOWN =
  'Saved. Slack did not take the update of what you tapped, so it may look unchanged for now; tapping it again changes nothing.';

export function createReplies({ gateway, config, logger }: SlackDeps, client: webApi.WebClient) {
  const timezone = config.timezone;

  /** The card as the run or rule stands: `known` when a conflict already carried it, else read from the gateway. */
  async function currentCard(tap: Tap, notice?: string, known?: CurrentState): Promise<Card | null> {
    if ('runId' in tap.subject) {
      const run = known && 'run' in known ? known.run : await gateway.getRun(tap.subject.runId);
      return runCard(run, timezone, notice);
    }
    const ruleId = tap.subject.ruleId;
    const rule = known && 'rule' in known ? known.rule : await gateway.getRule(ruleId).catch(() => null);
    return rule ? ruleCard(rule, notice) : null;
  }

  /** App Home shows what the person's role decides: a reviewer their goals' drafts, an owner the rules too. */
  async function publishHome(user: string, notice?: string): Promise<void> {
    const person = await gateway.people.at({ slack: user });
    if (!person) {
      await client.views.publish({ user_id: user, view: strangerHome(notice) });
      return;
    }
    const decides = (goal: string) => gateway.people.verdict(person, { kind: 'decide', goal }).allowed;
    const [runs, rules] = await Promise.all([
      person.role === 'owner'
        ? gateway.listRuns({ status: 'pending', limit: HOME_MAX_RUNS + 1 })
        : person.role === 'reviewer'
          ? gateway.listRuns({ status: 'pending', limit: 200 }).then((rs) => rs.filter((r) => decides(r.goal)))
          : [],
      person.role === 'owner' ? gateway.listRules({ status: 'candidate' }) : [],
    ]);
    await client.views.publish({
      user_id: user,
      view: homeView({
        runs: runs.slice(0, HOME_MAX_RUNS + 1),
        rules: rules.slice(0, HOME_MAX_RULES),
        timezone,
        role: person.role,
        ...(notice ? { notice } : {}),
      }),
    });
  }

  /** Only the tapper sees it: an ephemeral line under the card, a notice on App Home, or a direct message. */
  async function tell(tap: Tap, text: string): Promise<void> {
    const s = tap.surface;
    if (s.kind === 'home') return publishHome(tap.user, text);
    const channel = s.kind === 'message' ? s.channel : (s.channel ?? tap.user);
    await client.chat.postEphemeral({ channel, user: tap.user, text }).catch(async (err) => {
      // Not in that channel (or an ephemeral surface): a direct message still reaches the tapper.
      logger.warn('slack ephemeral failed; sending a direct message', { err });
      await client.chat.postMessage({ channel: tap.user, text });
    });
  }

  /**
   * Bring the surface the tapper saw up to date (a card that already shows its outcome is left as it is);
   * after a conflict the error carries the current state, so nothing is read again.
   */
  async function refresh(tap: Tap, known?: CurrentState): Promise<void> {
    const s = tap.surface;
    if (s.kind === 'home') return publishHome(tap.user);
    if (s.kind !== 'message' || !showsButtons(s)) return;
    const card = await currentCard(tap, undefined, known);
    if (card) await client.chat.update({ channel: s.channel, ts: s.ts, ...card });
  }

  /** The card keeps its buttons and says the decision was not saved, so the owner taps again. */
  async function notSaved(tap: Tap, message: string): Promise<void> {
    const s = tap.surface;
    if (s.kind === 'home') return publishHome(tap.user, message);
    if (s.kind !== 'message') return tell(tap, message);
    // The payload's copy of the card needs no database, which may be the thing that is down.
    const card = s.blocks
      ? { blocks: withNotice(s.blocks, message) }
      : await currentCard(tap, message).catch(() => null);
    if (!card) return tell(tap, message);
    await client.chat.update({ channel: s.channel, ts: s.ts, ...card });
  }

  /** How every failed tap is answered; the gateway's messages are written to be shown to people. */
  async function failure(err: unknown, tap: Tap): Promise<void> {
    if (!(err instanceof GatewayError)) {
      logger.error('slack tap failed', { err, user: tap.user });
      return tell(tap, UNKNOWN_FAILURE);
    }
    logger.info('slack tap not stored', { code: err.code, user: tap.user });
    if (err.code === 'unavailable') return notSaved(tap, err.message);
    await tell(tap, escapeMrkdwn(err.message));
    if (err.code === 'conflict') await refresh(tap, err instanceof ConflictError ? err.current : undefined);
  }

  /**
   * What follows a committed change (a card or App Home redrawn, a message replaced). Its failure is Slack's, not the
   * change's: the tapper is told it was saved, never the generic "nothing was saved: tap again" of an unknown failure.
   */
  async function afterSaved(tap: Tap, show: () => Promise<unknown>): Promise<void> {
    try {
      await show();
    } catch (err) {
      logger.warn('slack: saved, but what shows it could not be updated', { err, user: tap.user });
      await tell(tap, SAVED_NOT_SHOWN).catch(() => {});
    }
  }

  /** After a stored decision the channel already updated every recorded card; App Home and replays need a refresh. */
  async function decided(tap: Tap, outcome: 'stored' | 'duplicate'): Promise<void> {
    if (tap.surface.kind === 'home' || outcome === 'duplicate') await afterSaved(tap, () => refresh(tap));
  }

  return { publishHome, tell, refresh, notSaved, failure, decided, afterSaved };
}

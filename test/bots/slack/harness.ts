// A gateway on a fresh database with the real Slack app started on its Hono server, against the fake Slack Web API.

import { type RunningSlack, startSlack } from '../../../bots/slack/index.ts';
import type { GoalsFile } from '../../../gateway/kernel/goals.ts';
import { createLogger } from '../../../gateway/kernel/logger.ts';
import {
  blockAction,
  eventCallbackBody,
  type FakeSlack,
  interactionBody,
  type SlackMessage,
  signSlackRequest,
  startFakeSlack,
  type ViewSubmissionOptions,
} from '../../fakes/slack.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';

export const SECRET = 'test-signing-secret-0123456789abcdef';
export const OWNER = 'U0OWNER1';
export const STRANGER = 'U0STRANGER';
export const CARDS = 'C0CARDS';

export interface SlackHarness {
  t: TestGateway;
  fake: FakeSlack;
  slack: RunningSlack;
  /** What the Slack app logged at warn or error. */
  problems: string[];
  /** POST a body to /slack/events on the gateway's app, signed like Slack does (or not, with the options). */
  send(
    body: string,
    opts?: { timestampSeconds?: number; secret?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Where the run's (or rule's) Slack card is, as the gateway recorded it. */
  cardOf(of: { runId: string } | { ruleId: string }): Promise<{ channel: string; ts: string; message: SlackMessage }>;
  /** The body Slack sends when `user` clicks a button on a card, not sent yet (to sign it otherwise, or send it again). */
  clickBody(card: { channel: string; ts: string }, actionId: string, user?: string): string;
  /** Click the button that opens a modal, as the owner; answers the modal's id once the fake has opened it. */
  openModal(card: { channel: string; ts: string }, actionId: string): Promise<string>;
  /** The body Slack sends when `user` submits modal `viewId` with `values` (block → action → text), not sent yet. */
  submitBody(viewId: string, callbackId: string, values: ViewSubmissionOptions['values'], user?: string): string;
  /** Click a button on a card, as `user`. Returns the HTTP response and the body sent (to replay it). */
  click(
    card: { channel: string; ts: string },
    actionId: string,
    user?: string,
    opts?: { force?: boolean },
  ): Promise<{ res: Response; body: string }>;
  /** Click a button on the App Home of `user` (the payload Slack sends for a view container). */
  clickHome(viewId: string, actionId: string, value: string, user?: string): Promise<Response>;
  openHome(user?: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startSlackHarness(
  env: Record<string, string> = {},
  opts: { goals?: GoalsFile } = {},
): Promise<SlackHarness> {
  const fake = await startFakeSlack();
  const t = await createTestGateway({
    ...(opts.goals ? { goals: opts.goals } : {}),
    env: {
      SLACK_BOT_TOKEN: fake.token,
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_CHANNEL: CARDS,
      SLACK_OWNER_IDS: OWNER,
      SLACK_API_URL: fake.apiUrl,
      ...env,
    },
  });
  const problems: string[] = [];
  const slack = await startSlack({
    gateway: t.gateway,
    config: t.config,
    logger: createLogger('warn', (line) => problems.push(line)),
    app: t.app,
    // processBeforeResponse: the HTTP answer comes after the listeners finish, so tests can assert right after it.
    options: { processBeforeResponse: true, clientOptions: { retryConfig: { retries: 0 } } },
  });

  // After each request the cards it changed are given time to follow (they go out through the outbox).
  const send: SlackHarness['send'] = (body, opts = {}) =>
    Promise.resolve(
      t.app.request('/slack/events', {
        method: 'POST',
        headers: {
          'content-type': body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded',
          ...signSlackRequest(body, opts.secret ?? SECRET, opts.timestampSeconds),
          ...opts.headers,
        },
        body,
      }),
    ).then(async (res) => {
      await t.gateway.settle();
      return res;
    });

  const cardOf: SlackHarness['cardOf'] = async (of) => {
    await t.gateway.settle(); // the card as it stands once the outbox has delivered what is due
    const [card] = await t.gateway.cardsOf(of, 'slack');
    if (!card) throw new Error(`no Slack card recorded for ${JSON.stringify(of)}`);
    const message = fake.message(card.chat_id, card.message_id);
    if (!message) throw new Error(`the fake has no message ${card.message_id} in ${card.chat_id}`);
    return { channel: card.chat_id, ts: card.message_id, message };
  };

  return {
    t,
    fake,
    slack,
    problems,
    send,
    cardOf,
    async openModal(card, actionId) {
      const mark = fake.mark();
      const res = await send(
        fake.payloads.blockAction({ userId: OWNER, actionId, channel: card.channel, ts: card.ts }),
      );
      if (res.status !== 200) throw new Error(`clicking ${actionId} answered ${res.status}`);
      return ((await fake.waitForCall('views.open', (c) => c.seq >= mark)).response as { view: { id: string } }).view
        .id;
    },
    submitBody: (viewId, callbackId, values, user = OWNER) =>
      fake.payloads.viewSubmission({ userId: user, viewId, callbackId, values }),
    clickBody: (card, actionId, user = OWNER) =>
      fake.payloads.blockAction({ userId: user, actionId, channel: card.channel, ts: card.ts }),
    async click(card, actionId, user = OWNER, opts = {}) {
      // force: a late tap from a client still showing the old card (the button is gone from the current one).
      const value = actionId.slice(actionId.indexOf(':') + 1);
      const body = fake.payloads.blockAction({
        userId: user,
        actionId,
        channel: card.channel,
        ts: card.ts,
        ...(opts.force ? { force: true, value } : {}),
      });
      return { res: await send(body), body };
    },
    clickHome(viewId, actionId, value, user = OWNER) {
      const payload = blockAction({ userId: user, actionId, value, channel: fake.dmChannel(user), ts: '0' });
      const view = fake.view(viewId);
      const body = interactionBody({
        ...payload,
        container: { type: 'view', view_id: viewId },
        view,
        message: undefined,
        channel: undefined,
      });
      return send(body);
    },
    openHome(user = OWNER) {
      return send(eventCallbackBody({ type: 'app_home_opened', user, channel: fake.dmChannel(user), tab: 'home' }));
    },
    async close() {
      await slack.stop();
      await t.close();
      await fake.close();
    },
  };
}

export const hasButtons = (m: { blocks?: Record<string, unknown>[] } | undefined) =>
  !!m?.blocks?.some((b) => b['type'] === 'actions');
export const blockText = (m: { blocks?: unknown[] } | undefined) => JSON.stringify(m?.blocks ?? []);

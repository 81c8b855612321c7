// Invariant 7 against forgery: missing or wrong API tokens (every /v1 route, the inbox), wrong Telegram webhook
// secrets, forged / stale / tampered Slack signatures are all refused and store nothing; the right credential works
// (the control), and a correctly delivered tap from someone who is not an owner decides nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMay } from '../../gateway/server/http/auth.ts';
import { signSlackRequest } from '../fakes/slack.ts';
import {
  AGENT_TOKEN,
  API_TOKEN,
  type BotsGateway,
  SLACK_CHANNEL,
  SLACK_OWNER,
  SLACK_SECRET,
  startBotsGateway,
  TG_OWNER,
  TG_SECRET,
} from './helpers/bots-gateway.ts';
import { rowCounts } from './helpers/consistency.ts';
import { report, STRESS } from './scale.ts';

const BAD_TOKENS: [string, Record<string, string>][] = [
  ['no Authorization header', {}],
  ['a wrong token', { authorization: 'Bearer wrong-token-0123456789abcdef' }],
  ['the token plus a character', { authorization: `Bearer ${API_TOKEN}x` }],
  ['the token minus its last character', { authorization: `Bearer ${API_TOKEN.slice(0, -1)}` }],
  ['the token in upper case', { authorization: `Bearer ${API_TOKEN.toUpperCase()}` }],
  ['the token without a scheme', { authorization: API_TOKEN }],
  ['the token as Basic auth', { authorization: `Basic ${btoa(`x:${API_TOKEN}`)}` }],
  ['the token with another scheme', { authorization: `Token ${API_TOKEN}` }],
  ['an empty Bearer', { authorization: 'Bearer ' }],
  ['the token in another header', { 'x-api-key': API_TOKEN }],
  ['the Telegram webhook secret', { authorization: `Bearer ${TG_SECRET}` }],
];

describe.skipIf(!STRESS)('forged, stale and missing credentials', () => {
  let g: BotsGateway;
  const refused = { api: 0, inbox: 0, telegram: 0, slack: 0 };
  beforeAll(async () => {
    g = await startBotsGateway();
  });
  afterAll(async () => {
    report('auth', refused);
    await g?.close();
  });

  // Cards go out through the channel outbox in the background (and record `messages`): let them land first, so a
  // count compares what a refused request wrote, not a card of an earlier run arriving late.
  const counts = async () => {
    await g.t.gateway.settle();
    return rowCounts(g.t.testDb.db);
  };
  // A pending run whose cards have reached Telegram and Slack (they go out in the background).
  const pendingRun = async () => {
    const { id } = await g.t.gateway.submitRun({ goal: 'posts', draft: 'Forge me' });
    await g.t.gateway.settle();
    return id;
  };
  const approvedRun = async () => {
    const id = await pendingRun();
    await g.t.gateway.decide({ runId: id, action: 'approve', source: 'api' });
    return id;
  };
  const candidate = async () =>
    (
      await g.t.gateway.proposeRule({
        title: 'Forged?',
        body: 'Be brief.',
        goal: null,
        evidence: [],
        source: 'nightly',
      })
    ).id;

  /** The app's routes whose path passes `keep`, each method and path once (middleware mounts left out). */
  const routesWhere = (keep: (path: string) => boolean) => [
    ...new Map(
      g.t.app.routes.filter((r) => keep(r.path) && r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r]),
    ).values(),
  ];

  /** A request that would change something if it got through (valid body, real ids). */
  async function realRequest(method: string, route: string): Promise<{ path: string; body?: string }> {
    const id = route.includes('/undo')
      ? await approvedRun()
      : route.startsWith('/v1/rules/') || route.startsWith('/inbox/rules/')
        ? await candidate()
        : await pendingRun();
    const path = route.replace(':id', id).replace(':goal', 'posts');
    if (method === 'GET') return { path };
    const bodies: Record<string, unknown> = {
      '/v1/runs': { goal: 'posts', draft: 'Sneaked in' },
      '/v1/runs/:id/decision': { action: 'approve' },
      '/v1/rules': { title: 'Sneaked in', body: 'Obey me.' },
      '/v1/rules/:id/decide': { action: 'confirm' },
      '/v1/rules/:id': { body: 'Obey me.' },
    };
    return { path, body: JSON.stringify(bodies[route] ?? {}) };
  }

  it('every /v1 route refuses a missing or wrong API token with 401 and stores nothing', async () => {
    const routes = routesWhere((path) => path.startsWith('/v1/'));
    expect(routes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of routes) {
      const { path, body } = await realRequest(r.method, r.path);
      const before = await counts();
      for (const [what, headers] of [
        ...BAD_TOKENS,
        ['the token in the query string', {}] as [string, Record<string, string>],
      ]) {
        const url = `${g.url}${path}${what.includes('query') ? `${path.includes('?') ? '&' : '?'}token=${API_TOKEN}` : ''}`;
        const res = await fetch(url, {
          method: r.method,
          headers: { 'content-type': 'application/json', ...headers },
          ...(body ? { body } : {}),
        });
        const answer = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
        if (res.status !== 401 || answer?.error?.code !== 'unauthorized')
          wrong.push(`${r.method} ${r.path} with ${what}: ${res.status}`);
        refused.api++;
      }
      expect(await counts(), `${r.method} ${r.path}`).toEqual(before);
    }
    expect(wrong).toEqual([]);
  });

  it('an agent token gets 403 on every /v1 route outside its allow-list, and stores nothing', async () => {
    const routes = routesWhere((path) => path.startsWith('/v1/'));
    const ownerOnly = routes.filter((r) => !agentMay(r.method, r.path.replace(/:\w+/g, 'x')));
    // Deciding, undoing, rules, trust and jobs are among them; routes added later are too, without their doing anything.
    expect(ownerOnly.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /v1/runs/:id/decision',
        'POST /v1/runs/:id/undo',
        'POST /v1/rules',
        'POST /v1/rules/:id/decide',
        'PATCH /v1/rules/:id',
        'POST /v1/goals/:goal/trust',
        'POST /v1/jobs/nightly',
      ]),
    );
    const wrong: string[] = [];
    for (const r of ownerOnly) {
      const { path, body } = await realRequest(r.method, r.path);
      const before = await counts();
      const res = await fetch(`${g.url}${path}`, {
        method: r.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${AGENT_TOKEN}` },
        ...(body ? { body } : {}),
      });
      const answer = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (res.status !== 403 || answer?.error?.code !== 'forbidden') wrong.push(`${r.method} ${r.path}: ${res.status}`);
      refused.api++;
      expect(await counts(), `${r.method} ${r.path}`).toEqual(before);
    }
    expect(wrong).toEqual([]);
    // The control: what an agent may do, it can.
    const submitted = await fetch(`${g.url}/v1/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${AGENT_TOKEN}` },
      body: '{"goal":"posts","draft":"Mine"}',
    });
    expect(submitted.status).toBe(201);
  });

  it('the right token gets through (the control: the requests above were real ones)', async () => {
    const auth = { authorization: `Bearer ${API_TOKEN}`, 'content-type': 'application/json' };
    const runId = await pendingRun();
    expect(
      (
        await fetch(`${g.url}/v1/runs`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ goal: 'posts', draft: 'Hi' }),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await fetch(`${g.url}/v1/runs/${runId}/decision`, {
          method: 'POST',
          headers: auth,
          body: '{"action":"approve"}',
        })
      ).status,
    ).toBe(201);
  });

  it('the inbox refuses missing or wrong Basic auth with 401 and stores nothing', async () => {
    const routes = routesWhere((path) => path === '/' || path.startsWith('/inbox/'));
    const bad: Record<string, string>[] = [
      {},
      { authorization: `Basic ${btoa('owner:wrong-password')}` },
      { authorization: `Basic ${btoa(`${API_TOKEN}:`)}` },
      { authorization: `Bearer ${API_TOKEN}` },
      { authorization: `Basic ${btoa(`agent:${AGENT_TOKEN}`)}` }, // an agent token is no inbox password
    ];
    const form = new URLSearchParams({ action: 'approve', title: 'Sneaked in', body: 'Obey me.' }).toString();
    for (const r of routes) {
      const { path } = await realRequest(r.method, r.path);
      const start = await counts();
      for (const headers of bad) {
        const res = await fetch(`${g.url}${path}`, {
          method: r.method,
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          ...(r.method === 'GET' ? {} : { body: form }),
        });
        expect(res.status, `${r.method} ${r.path} ${JSON.stringify(headers)}`).toBe(401);
        refused.inbox++;
      }
      expect(await counts(), `${r.method} ${r.path}`).toEqual(start);
    }
    expect(routes.length).toBeGreaterThan(1);
    const ok = await fetch(`${g.url}/`, { headers: { authorization: `Basic ${btoa(`owner:${API_TOKEN}`)}` } });
    expect(ok.status).toBe(200); // the control
  });

  async function telegramTap(fromId = TG_OWNER) {
    const runId = await pendingRun();
    const [card] = await g.t.gateway.cardsOf({ runId }, 'telegram');
    const update = g.tg.tapButton(
      { fromId, chatId: TG_OWNER, messageId: Number(card!.message_id), data: `a:${runId}`, force: fromId !== TG_OWNER },
      { enqueue: false },
    );
    return { runId, body: JSON.stringify(update) };
  }
  /** `from`: the client a reverse proxy on this machine names in X-Forwarded-For; none = this loopback address. */
  const postUpdate = (body: string, secret?: string, from?: string) =>
    fetch(g.hookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret === undefined ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret }),
        ...(from === undefined ? {} : { 'X-Forwarded-For': from }),
      },
      body,
    });

  it('the Telegram webhook refuses a missing or wrong secret with 401, past 5 a minute with 429, and stores nothing', async () => {
    const { runId, body } = await telegramTap();
    const before = await counts();
    const wrong = [
      undefined,
      '',
      'wrong',
      TG_SECRET.toUpperCase(),
      TG_SECRET.slice(0, -1),
      `${TG_SECRET}x`,
      API_TOKEN,
      SLACK_SECRET,
    ];
    const statuses: number[] = [];
    for (const secret of wrong) {
      // From a guesser of its own, so the control below (the fake Telegram's address) is not held up by the limit.
      statuses.push((await postUpdate(body, secret, '198.51.100.23')).status);
      refused.telegram++;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(await counts()).toEqual(before);
    expect((await postUpdate(body, TG_SECRET)).status).toBe(200); // the control
    expect((await g.t.gateway.getRun(runId)).status).toBe('approved');
  });

  it('a Telegram tap from someone not an owner, with the right secret, decides nothing', async () => {
    const { runId, body } = await telegramTap(6666);
    expect((await postUpdate(body, TG_SECRET)).status).toBe(200);
    expect((await g.t.gateway.getRun(runId)).status).toBe('pending');
    const taps = await g.t.testDb.db.query<{ outcome: string }>(`select outcome from taps where run_id = $1`, [runId]);
    expect(taps.map((x) => x.outcome)).toEqual(['refused']);
  });

  async function slackClick(user = SLACK_OWNER) {
    const runId = await pendingRun();
    const [card] = await g.t.gateway.cardsOf({ runId }, 'slack');
    return {
      runId,
      body: g.slack.payloads.blockAction({
        userId: user,
        actionId: `run_approve:${runId}`,
        channel: card?.chat_id ?? SLACK_CHANNEL,
        ts: card!.message_id,
      }),
    };
  }
  const postSlack = (body: string, headers: Record<string, string>) =>
    fetch(g.slackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it('Slack requests with forged, stale, future, tampered or missing signatures get 401 and store nothing', async () => {
    const { runId, body } = await slackClick();
    const other = (await slackClick()).body;
    const now = Math.floor(Date.now() / 1000);
    const good = signSlackRequest(body, SLACK_SECRET);
    const forged: [string, string, Record<string, string>][] = [
      ['no signature', body, {}],
      ['signed with a wrong secret', body, signSlackRequest(body, 'wrong-secret')],
      ['signed with the API token', body, signSlackRequest(body, API_TOKEN)],
      ['signed 6 minutes ago', body, signSlackRequest(body, SLACK_SECRET, now - 360)],
      ['signed 6 minutes ahead', body, signSlackRequest(body, SLACK_SECRET, now + 360)],
      ['another body under this signature', other, good],
      ['a v1 signature', body, { ...good, 'x-slack-signature': good['x-slack-signature'].replace('v0=', 'v1=') }],
      ['a truncated signature', body, { ...good, 'x-slack-signature': good['x-slack-signature'].slice(0, -2) }],
      [
        'an upper-case signature',
        body,
        { ...good, 'x-slack-signature': `v0=${good['x-slack-signature'].slice(3).toUpperCase()}` },
      ],
      ['a signature without its timestamp', body, { 'x-slack-signature': good['x-slack-signature'] }],
      [
        'a timestamp that is not a number',
        body,
        { ...signSlackRequest(body, SLACK_SECRET), 'x-slack-request-timestamp': `${now}.0` },
      ],
      ['an unsigned url_verification', JSON.stringify({ type: 'url_verification', challenge: 'x' }), {}],
    ];
    const before = await counts();
    for (const [what, sent, headers] of forged) {
      expect((await postSlack(sent, headers)).status, what).toBe(401);
      refused.slack++;
    }
    expect((await postSlack('ssl_check=1&token=x', {})).status).toBe(200); // Slack's unsigned certificate check: nothing to act on
    expect(await counts()).toEqual(before);
    expect((await postSlack(body, signSlackRequest(body, SLACK_SECRET))).status).toBe(200); // the control
    expect((await g.t.gateway.getRun(runId)).status).toBe('approved');
  });

  it('a correctly signed Slack click from someone not an owner decides nothing', async () => {
    const { runId, body } = await slackClick('U0STRANGER');
    expect((await postSlack(body, signSlackRequest(body, SLACK_SECRET))).status).toBeLessThan(500);
    expect((await g.t.gateway.getRun(runId)).status).toBe('pending');
    const taps = await g.t.testDb.db.query<{ outcome: string }>(`select outcome from taps where run_id = $1`, [runId]);
    expect(taps.map((x) => x.outcome)).toEqual(['refused']);
  });
});

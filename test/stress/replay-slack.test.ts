// Slack retries and double-sends: every deciding interaction (button clicks, edit / reject / reword / rule-reject modal
// submissions) signed and sent to the Hono receiver 1–30 times, in sequence or at once, stores one decision.
import type { BlockAction } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionEventKey } from '../../bots/slack/tap.ts';
import { type SlackHarness, startSlackHarness } from '../bots/slack/harness.ts';
import { submit } from '../helpers/runs.ts';
import { inconsistencies } from './helpers/consistency.ts';
import { random, SEED } from './helpers/random.ts';
import { type Delivery, deliverReplays, planReplays, tapLogProblem } from './helpers/replay.ts';
import { report, STRESS, scale } from './scale.ts';

const INTERACTIONS = scale(36, 180);
const KINDS = ['approve', 'edit', 'reject', 'rule-confirm', 'rule-reword', 'rule-reject'] as const;
type Kind = (typeof KINDS)[number];

interface Replay {
  kind: Kind;
  body: string;
  key: string;
  runId?: string;
  ruleId?: string;
  expected: string;
}

describe.skipIf(!STRESS)('Slack interactions replayed to the receiver', () => {
  let h: SlackHarness;
  const rnd = random(SEED + 1);

  beforeAll(async () => {
    h = await startSlackHarness();
  });
  afterAll(() => h?.close());

  async function arrange(kind: Kind, i: number): Promise<Replay> {
    if (kind.startsWith('rule')) {
      const rule = await h.t.gateway.proposeRule({
        title: `Stress rule ${i}`,
        body: `Stress rule ${i}: be brief.`,
        goal: 'posts',
        evidence: [],
        source: 'nightly',
      });
      const card = await h.cardOf({ ruleId: rule.id });
      if (kind === 'rule-confirm') {
        const body = h.clickBody(card, `rule_confirm:${rule.id}`);
        return { kind, body, key: keyOfClick(body), ruleId: rule.id, expected: 'active' };
      }
      const reword = kind === 'rule-reword';
      const viewId = await h.openModal(card, `${reword ? 'rule_reword' : 'rule_reject'}:${rule.id}`);
      const body = reword
        ? h.submitBody(viewId, 'rule_reword', { rule: { text: `Stress rule ${i}, reworded\nKeep it short.` } })
        : h.submitBody(viewId, 'rule_reject', { reason: { text: 'too vague' } });
      return { kind, body, key: `slack:view:${viewId}`, ruleId: rule.id, expected: reword ? 'active' : 'rejected' };
    }
    const runId = await submit(h.t, { draft: `Draft for replay ${i}`, task: `Replay ${i}` });
    const card = await h.cardOf({ runId });
    if (kind === 'approve') {
      const body = h.clickBody(card, `run_approve:${runId}`);
      return { kind, body, key: keyOfClick(body), runId, expected: 'approved' };
    }
    const viewId = await h.openModal(card, `run_${kind}:${runId}`);
    const body =
      kind === 'edit'
        ? h.submitBody(viewId, 'run_edit', { draft: { text: `Edited draft for replay ${i}` } })
        : h.submitBody(viewId, 'run_reject', { other: { text: `off-topic (${i})` } });
    return { kind, body, key: `slack:view:${viewId}`, runId, expected: kind === 'edit' ? 'edited' : 'rejected' };
  }

  it(`${INTERACTIONS} deciding interactions, each sent 1–30 times in sequence or at once, store one decision each`, async () => {
    const started = Date.now();
    const replays = await planReplays(INTERACTIONS, rnd, (i) => arrange(KINDS[i % KINDS.length]!, i));
    const statuses: number[] = [];
    // Later copies carry Slack's retry headers, as its own re-deliveries do.
    const send = async (r: Replay & Delivery, n: number) => {
      const headers: Record<string, string> =
        n > 0 ? { 'x-slack-retry-num': String(n), 'x-slack-retry-reason': 'http_timeout' } : {};
      statuses.push((await h.send(r.body, { headers })).status);
    };
    await deliverReplays(replays, send);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const problems: string[] = [];
    for (const r of replays) {
      const taps = await tapLogProblem(h.t.testDb.db, r);
      if (taps) problems.push(taps);
      const [row] = r.runId
        ? await h.t.testDb.db.query<{ status: string; n: number }>(
            `select status, (select count(*)::int from feedback where run_id = runs.id) as n from runs where id = $1`,
            [r.runId],
          )
        : await h.t.testDb.db.query<{ status: string; n: number }>(`select status, 1 as n from rules where id = $1`, [
            r.ruleId,
          ]);
      if (row?.status !== r.expected || row.n !== 1)
        problems.push(`${r.kind} x${r.times}: ${JSON.stringify(row)}, expected ${r.expected} with one row`);
    }
    expect(problems).toEqual([]);
    expect(await inconsistencies(h.t.testDb.db)).toEqual([]);
    const deliveries = replays.reduce((n, r) => n + r.times, 0);
    report('replay-slack', {
      seed: SEED + 1,
      interactions: INTERACTIONS,
      deliveries,
      seconds: (Date.now() - started) / 1000,
    });
  });
});

/** The event key the app derives from a click (the same payload re-sent is the same tap). */
const keyOfClick = (body: string) =>
  actionEventKey(JSON.parse(new URLSearchParams(body).get('payload')!) as BlockAction);

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertFeedback } from '../../../db/queries/feedback.ts';
import type { Rule } from '../../../db/queries/rules.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { correct, SHIPPING_EDITS } from '../../helpers/learning.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

describe('nightly job', () => {
  let t: TestGateway;
  beforeEach(async () => {
    t = await createTestGateway(); // K = 3 items from 2+ runs by default
  });
  afterEach(() => t.close());

  const candidates = () => t.gateway.listRules({ status: 'candidate' });
  const contextTitles = async () => (await t.gateway.getContext({ goal: 'posts' })).rules.map((r) => r.title);

  it('K-1 similar corrections propose nothing, and the job says it is waiting on them', async () => {
    const ids = await correct(t, SHIPPING_EDITS.slice(0, 2));
    const lines: string[] = [];
    const result = await t.gateway.runNightly({}, (l) => lines.push(l));
    expect(result.proposed).toEqual([]);
    expect(await candidates()).toEqual([]);
    const waiting = lines.find((l) => l.includes('look like one mistake'));
    expect(waiting).toMatch(/2 correction\(s\) on 2 draft\(s\) look like one mistake; a candidate needs 3 on 2/);
    for (const id of ids) expect(waiting).toContain(id);
  });

  it('K similar corrections from 2+ runs make exactly one candidate listing them, absent from context until confirmed', async () => {
    const ids = await correct(t, SHIPPING_EDITS.slice(0, 3));
    const lines: string[] = [];
    const result = await t.gateway.runNightly({}, (l) => lines.push(l));
    expect(result.proposed).toHaveLength(1);
    const [rule] = await candidates();
    expect(rule!.evidence.sort()).toEqual([...ids].sort());
    expect(rule!.title).toMatch(/guaranteed/);
    expect(rule!.body).toMatch(/Avoid: .*guaranteed/);
    expect(lines.join('\n')).toMatch(
      /proposed ".*" from 3 correction\(s\) on 3 draft\(s\) \(phrases; fb_\w+, fb_\w+, fb_\w+\)/,
    );
    expect(await contextTitles()).not.toContain(rule!.title);

    await t.gateway.createRule({ title: 'Sign as the team', body: 'End with "— the team".', goal: null });
    await t.gateway.decideRule({ ruleId: rule!.id, action: 'confirm', source: 'api', actor: 'owner' });
    expect((await contextTitles())[0]).toBe(rule!.title); // the goal's own rule first
  });

  it('running the job twice proposes nothing new, and records both runs', async () => {
    await correct(t, SHIPPING_EDITS.slice(0, 3));
    const first = await t.gateway.runNightly();
    const second = await t.gateway.runNightly();
    expect(first.proposed).toHaveLength(1);
    expect(second.proposed).toEqual([]);
    expect(await candidates()).toHaveLength(1);
    const jobs = await t.testDb.db.query<{ status: string; counts: { proposed: number } }>(
      `select status, counts from job_runs where job = 'nightly' order by started_at`,
    );
    expect(jobs.map((j) => [j.status, j.counts.proposed])).toEqual([
      ['succeeded', 1],
      ['succeeded', 0],
    ]);
  });

  it('a rejected candidate is not proposed again from the same evidence', async () => {
    await correct(t, SHIPPING_EDITS.slice(0, 3));
    const [proposed] = (await t.gateway.runNightly()).proposed;
    await t.gateway.decideRule({ ruleId: proposed!, action: 'reject', reason: 'promises are fine', source: 'api' });
    const again = await t.gateway.runNightly();
    expect(again.proposed).toEqual([]);
    expect(await candidates()).toEqual([]);
  });

  it('K corrections from one run only propose nothing', async () => {
    const id = await submit(t, { task: 'Reply about delivery', draft: 'Arrives tomorrow, guaranteed!' });
    await decideVia(t, id, { action: 'edit', text: 'Usually arrives in 2-3 days.' });
    const [edit] = await t.testDb.db.query<{ edit_removed: string[]; edit_added: string[] }>(
      'select edit_removed, edit_added from feedback where run_id = $1',
      [id],
    );
    // Two more corrections on the same run (as after undo and re-edit), written as the decide path writes them.
    for (const n of [2, 3]) {
      await insertFeedback(t.testDb.db, {
        id: `fb_same${n}`,
        run_id: id,
        rating: 0,
        correction: 'Usually arrives in 2-3 days.',
        reason: null,
        source: 'api',
        actor: null,
        edit_kind: 'substantive',
        edit_removed: edit!.edit_removed,
        edit_added: edit!.edit_added,
        event_key: `same-${n}`,
        situation: 'Reply about delivery',
      });
    }
    await t.gateway.backfillEmbeddings();
    expect((await t.gateway.runNightly()).proposed).toEqual([]);
  });

  it('cosmetic edits without a style change (casing up, spacing) are never mined', async () => {
    for (const [task, draft] of SHIPPING_EDITS) {
      const id = await submit(t, { task, draft });
      await decideVia(t, id, { action: 'edit', text: `  ${draft.toUpperCase()}  ` });
    }
    await t.gateway.backfillEmbeddings();
    const result = await t.gateway.runNightly();
    expect(result.proposed).toEqual([]);
    expect(await candidates()).toEqual([]);
  });

  it('a paraphrase of an active rule is not proposed; the evidence is attached to that rule', async () => {
    const existing = await t.gateway.createRule({
      title: 'Never promise delivery times',
      body: 'Do not guarantee when an order arrives; say it usually takes a few days.',
      goal: 'posts',
    });
    const ids = await correct(t, SHIPPING_EDITS.slice(0, 3));
    const result = await t.gateway.runNightly();
    expect(result.proposed).toEqual([]);
    expect(result.attached.map((a) => a.rule_id)).toEqual([existing.id]);
    const [rule] = (await t.gateway.listRules({ status: 'active' })) as Rule[];
    expect(rule!.evidence.sort()).toEqual([...ids].sort());
  });

  it('groups rejection reasons in the owner’s words', async () => {
    for (const [task, draft] of SHIPPING_EDITS.slice(0, 3)) {
      const id = await submit(t, { task, draft });
      await decideVia(t, id, { action: 'reject', reason: 'never promise delivery dates' });
    }
    await t.gateway.backfillEmbeddings();
    expect((await t.gateway.runNightly()).proposed).toHaveLength(1);
    expect((await candidates())[0]!.title).toBe('Never promise delivery dates');
  });
});

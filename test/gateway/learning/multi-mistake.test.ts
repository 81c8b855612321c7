// Edits that fix several things at once: each mistake becomes its own candidate, named in plain words, and every quote
// shown (rule, check, card, "same mistake" question) is the owner's text as they wrote it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precheckText } from '../../../gateway/core/precheck.ts';
import { changesOf } from '../../../gateway/learning/changes.ts';
import type { CheckResult } from '../../../gateway/learning/check.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { contextOf, decision } from '../../helpers/learning.ts';

/** Four replies, each promising a bike by a date "guaranteed" with emoji; the owner takes out both every time. */
const BIKES = [
  [
    'Reply to Tom about his bike repair',
    'Hi Tom! Your bike will be ready tomorrow, guaranteed! 🚲🔥',
    'Hi Tom! Repairs are usually ready in 2-3 days; we’ll text you when it’s done.',
  ],
  [
    'Reply to Ana asking when her wheel is trued',
    'Hi Ana! Your wheel is ready Friday, guaranteed! 🎉',
    'Hi Ana! Your wheel is usually ready within a week.',
  ],
  [
    'Reply to Sam about the new chain',
    'Hi Sam! The chain arrives Thursday, guaranteed! 🔧✨',
    'Hi Sam! The chain usually arrives within a few days.',
  ],
  [
    'Reply to Li about her brake service',
    'Hi Li! Your brakes will be done by noon, guaranteed! 😎',
    'Hi Li! A brake service usually takes a day or two.',
  ],
] as const;

describe('an edit that fixes a promise and the emoji at once', () => {
  let t: TestGateway;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestGateway();
    ids = [];
    for (const [task, draft, text] of BIKES)
      ids.push(await decision(t, 'replies', task, draft, { action: 'edit', text }));
    await t.gateway.backfillEmbeddings();
    await t.gateway.runNightly();
  });
  afterAll(() => t.close());

  const candidates = async () =>
    (await t.gateway.listRules({ status: 'candidate' })).filter((r) => r.proposal === 'add');

  it('becomes two candidates, one naming the guarantee and one the emoji, each resting on all four edits', async () => {
    const found = await candidates();
    expect(found.map((r) => r.title).sort()).toEqual([
      'Don\'t say "guaranteed"; say "usually"',
      'No emojis in replies',
    ]);
    for (const rule of found) expect([...rule.evidence].sort()).toEqual([...ids].sort());
    // Each rests on its own part of every edit.
    const emoji = found.find((r) => /emoji/i.test(r.title))!;
    expect(Object.values(emoji.evidence_parts)).toEqual(ids.map(() => 'style:emoji removed'));
    // Its body says nothing of the promise.
    expect(emoji.body).not.toMatch(/guarantee/i);
  });

  it('quotes the drafts as they were written: case, punctuation and emoji kept, never the diff’s lower-case words', async () => {
    const promise = (await candidates()).find((r) => /guaranteed/.test(r.title))!;
    const texts = BIKES.flatMap(([, draft, text]) => [draft, text]);
    for (const quote of [...promise.body.matchAll(/"([^"]+)"/g)].map((m) => m[1]!))
      expect(texts.some((x) => x.includes(quote.replace(/…$/, '')))).toBe(true);
  });

  it('check finds the guarantee in a new draft and gives the owner’s whole sentence as what they wrote instead', async () => {
    const draft = 'Your bike is ready Monday, guaranteed!';
    const res = await t.request('POST', '/v1/check', { goal: 'replies', draft });
    const checked = (await res.json()) as CheckResult;
    expect(checked.corrections.length).toBeGreaterThan(0);
    const [c] = checked.corrections;
    expect(c!.span.text).toContain('guaranteed');
    // The owner rewrote the sentence: what they wrote is their sentence, as they wrote it.
    const [, tomDraft, tomText] = BIKES[0];
    const rewritten = changesOf(tomDraft, tomText).find((x) => x.removed.includes('guaranteed'))!;
    expect(rewritten.removed).toBe('Your bike will be ready tomorrow, guaranteed!');
    expect(rewritten.wrote).toBe('Repairs are usually ready in 2-3 days; we’ll text you when it’s done.');
    const line = precheckText(checked, t.config.timezone)!.text;
    expect(line).toMatch(/guaranteed/);
    for (const quote of [...line.matchAll(/“([^”]+)”/g)].map((m) => m[1]!.replace(/…$/, '')))
      expect(BIKES.some(([, d, x]) => d.includes(quote) || x.includes(quote))).toBe(true);
  });

  it('the "same mistake" question says which part of the edit it means, in the owner’s words', async () => {
    const q = await t.gateway.mistakeQuestion(ids[3]!);
    // Li's edit: the sentence with the promise, as written, and what the owner put there.
    expect(q.about.label).toBe(
      '“Your brakes will be done by noon, guaranteed! 😎” → “A brake service usually takes a day or two.”',
    );
  });
});

describe('a correction from another goal', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
    await decision(
      t,
      'posts',
      'Post about the spring service offer',
      'Every bike is back within 24 hours, guaranteed!',
      {
        action: 'edit',
        text: 'Most bikes are back within a couple of days.',
        reason: 'never guarantee turnaround times',
      },
    );
    await t.gateway.backfillEmbeddings();
  });
  afterAll(() => t.close());

  it('says which goal it came from in check, on the card and in the context', async () => {
    const draft = 'Your bike is back within 24 hours, guaranteed!';
    const res = await t.request('POST', '/v1/check', { goal: 'replies', draft });
    const checked = (await res.json()) as CheckResult;
    expect(checked.corrections.map((c) => c.goal)).toEqual(['posts']);
    expect(precheckText(checked, t.config.timezone)!.text).toMatch(
      /^Looks like what you corrected on \d+ \w+ in posts: /,
    );
    const ctx = await contextOf(t, { goal: 'replies', task: 'Reply to a customer about a repair', draft });
    expect(ctx.corrections.map((c) => c.goal)).toEqual(['posts']);
    expect(ctx.text).toContain('"goal":"posts"');
  });
});

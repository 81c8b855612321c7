// The owner names mistakes (learning/mistake-links.ts): "the same mistake as one of these?" after a correction, and
// the nightly job grouping what the owner linked, whatever words the corrections share.
import { afterEach, describe, expect, it } from 'vitest';
import { ownerNamer } from '../../../gateway/learning/mistake-links.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { correct, decision, SHIPPING_EDITS } from '../../helpers/learning.ts';

// Three texts that promise a table the book does not show: no word in common between any two of them.
const TABLES = [
  [
    'Reply to the Patels about Saturday dinner',
    'Lovely, see you at eight on Saturday!',
    'Let me check the book first.',
  ],
  ['Answer a DM asking for a window seat', 'The window seat is yours, enjoy!', 'I will look whether it is free.'],
  ['Reply about a birthday party of twelve', 'No problem, twelve guests it is.', 'Give me a moment to ask Rosa.'],
] as const;

// Corporate speak in words of its own (they share "kindly"), none shared with JARGON_RULE's: the owner knows it is
// that rule's mistake; the words do not show it.
const KINDLY = [
  ['Post about the café', 'Kindly be advised the menu has changed.', 'New menu today!'],
  ['Post about the café', 'Kindly note we close early on Friday.', 'We close at four on Friday.'],
  ['Post about the café', 'Kindly be informed cakes are half price.', 'Cakes are half price.'],
] as const;
const JARGON_RULE = [
  ['Post about the café', 'We leverage synergies with our roaster.', 'Our roaster is down the road.'],
  ['Post about the café', 'We leverage seamless synergies on the menu.', 'The menu is shorter now.'],
  ['Post about the café', 'We leverage best-in-class synergies.', 'We open at seven.'],
] as const;

let t!: TestGateway;
const open: TestGateway[] = [];
const start = async () => {
  t = await createTestGateway();
  open.push(t);
  return t;
};
afterEach(async () => {
  for (const g of open.splice(0)) await g.close();
});

const edits = (rows: readonly (readonly [string, string, string])[], goal: string) =>
  Promise.all(rows.map(([task, draft, text]) => decision(t, goal, task, draft, { action: 'edit', text })));
const answer = (id: string, body: Record<string, unknown>) => t.request('POST', `/v1/decisions/${id}/mistake`, body);
const night = async () => {
  await t.gateway.backfillEmbeddings();
  return t.gateway.runNightly();
};
const candidates = async () => (await t.gateway.listRules({ status: 'candidate' })).filter((r) => r.proposal === 'add');

/** Edits with the owner's reason, as [task, draft, the owner's text]. */
const reasoned = (rows: readonly (readonly [string, string, string])[], reason: string) =>
  Promise.all(rows.map(([task, draft, text]) => decision(t, 'posts', task, draft, { action: 'edit', text, reason })));

/** A fresh gateway whose posts have one confirmed rule, from the jargon edits the owner called "too corporate". */
async function confirmedCorporateRule() {
  await start();
  await reasoned(JARGON_RULE, 'too corporate');
  await night();
  const [rule] = await candidates();
  await t.gateway.decideRule({ ruleId: rule!.id, action: 'confirm', source: 'api', actor: 'owner' });
  return rule!;
}

describe('the owner names mistakes', () => {
  it('corrections the owner says are one mistake are one candidate though they share no word; unanswered, none', async () => {
    await start();
    const ids = await edits(TABLES, 'bookings');
    expect((await night()).proposed).toEqual([]); // on their words alone: three one-offs

    await start();
    const [a, b, c] = await edits(TABLES, 'bookings');
    expect((await answer(b!, { same_as: a })).status).toBe(201);
    expect((await answer(c!, { same_as: b })).status).toBe(201);
    const result = await night();
    expect(result.proposed).toHaveLength(1);
    const [rule] = await candidates();
    expect(new Set(rule!.evidence)).toEqual(new Set([a, b, c]));
    expect(ids).toHaveLength(3);
  });

  it('asks with the goal’s most alike corrections and rules: one choice per mistake, never its own', async () => {
    await start();
    const rule = await t.gateway.createRule({
      title: 'Never promise delivery times',
      body: 'Do not guarantee when an order arrives.',
      goal: 'posts',
    });
    const [s1, s2, s3] = await correct(t, SHIPPING_EDITS.slice(0, 3));
    const [other] = await edits([JARGON_RULE[0]], 'posts');
    await correct(t, SHIPPING_EDITS.slice(3), 'replies'); // another goal's is never offered
    await t.gateway.backfillEmbeddings();
    expect((await answer(s2!, { same_as: s1 })).status).toBe(201);

    const res = await t.request('GET', `/v1/decisions/${s3}/mistake`);
    expect(res.status).toBe(200);
    const q = (await res.json()) as {
      goal: string;
      choices: { kind: string; id: string; label: string; score: number }[];
      answer: unknown;
    };
    expect(q.goal).toBe('posts');
    expect(q.answer).toBeNull();
    expect(q.choices.length).toBeLessThanOrEqual(3);
    expect(q.choices.map((c) => c.score)).toEqual([...q.choices.map((c) => c.score)].sort((x, y) => y - x));
    // s1 and s2 are one mistake by the owner's answer: offered once, as what the owner changed then.
    const shipping = q.choices.filter((c) => c.id === s1 || c.id === s2);
    expect(shipping).toHaveLength(1);
    expect(shipping[0]).toMatchObject({ kind: 'correction', label: expect.stringMatching(/guaranteed.*→.*usually/) });
    expect(q.choices).toContainEqual(expect.objectContaining({ kind: 'rule', id: rule.id, label: rule.title }));
    expect(q.choices.map((c) => c.id)).not.toContain(s3);
    expect(q.choices[0]!.id).not.toBe(other); // a jargon edit is less like it than the shipping ones

    // Asked about s2, its own mistake (s1, linked) is not offered.
    const again = (await (await t.request('GET', `/v1/decisions/${s2}/mistake`)).json()) as {
      choices: { id: string }[];
      answer: unknown;
    };
    expect(again.choices.map((c) => c.id)).not.toContain(s1);
    expect(again.answer).toEqual({ same_as: s1 });
  });

  it('names what the owner linked for the nightly job: one name per mistake, "a new one" its own, the rest none', async () => {
    await start();
    const [a, b, c, d] = await correct(t, SHIPPING_EDITS);
    await answer(b!, { same_as: a });
    await answer(c!, { new: true });
    const items = [a, b, c, d].map((id) => ({
      id: id!,
      draft: '',
      rating: 0 as const,
      reason: null,
      edit_removed: null,
      edit_added: null,
    }));
    const names = await ownerNamer(t.testDb.db).name('posts', items);
    expect(names.get(a!)).toBeDefined();
    expect(names.get(b!)).toBe(names.get(a!));
    expect(names.get(c!)).toBeDefined();
    expect(names.get(c!)).not.toBe(names.get(a!));
    expect(names.has(d!)).toBe(false);
    // Another goal's links name nothing here.
    expect((await ownerNamer(t.testDb.db).name('replies', items)).size).toBe(0);
  });

  it('a correction the owner links to a confirmed rule is its mistake again: never a second candidate', async () => {
    // Without the answers, the three "kindly" edits are a new candidate beside the confirmed jargon rule.
    const confirmJargon = async () => {
      await edits(JARGON_RULE, 'posts');
      await night();
      const [rule] = await candidates();
      await t.gateway.decideRule({ ruleId: rule!.id, action: 'confirm', source: 'api', actor: 'owner' });
      return rule!.id;
    };
    await start();
    await confirmJargon();
    await edits(KINDLY, 'posts');
    expect((await night()).proposed).toHaveLength(1);

    await start();
    const ruleId = await confirmJargon();
    for (const id of await edits(KINDLY, 'posts')) expect((await answer(id, { rule_id: ruleId })).status).toBe(201);
    const result = await night();
    expect(result.proposed).toEqual([]);
    expect(await candidates()).toEqual([]);
  });

  it('a part named apart from a rule it looks like asks "same mistake as that rule?"; merged, it is that rule’s mistake', async () => {
    const jargon = await confirmedCorporateRule();
    // The owner links the "kindly" edits to each other, not to the rule: a part of its own, split from the rule's.
    const [a, b, c] = await reasoned(KINDLY, 'stiff, sounds like a corporate memo');
    await answer(b!, { same_as: a });
    await answer(c!, { same_as: a });
    const lines: string[] = [];
    await t.gateway.backfillEmbeddings();
    await t.gateway.runNightly({}, (l) => lines.push(l));
    const [kindly] = await candidates();
    expect(kindly).toMatchObject({ alike_rule_id: jargon.id, alike_title: jargon.title });
    expect(lines.join('\n')).toContain(`its card asks "same mistake as rule ${jargon.id}?"`);

    await t.gateway.decideRule({ ruleId: kindly!.id, action: 'merge', source: 'api', actor: 'owner' });
    expect(await t.gateway.getRule(kindly!.id)).toMatchObject({ status: 'rejected', merged_into: jargon.id });
    expect((await t.gateway.getRule(jargon.id)).evidence).toEqual(expect.arrayContaining([a, b, c]));
    expect((await t.gateway.listRules({ status: 'active' })).map((r) => r.id)).toEqual([jargon.id]);
    // The next "kindly" edits linked to that part are the rule's mistake now (its words cover none: listed, not attached).
    const more = await reasoned(
      [
        ['Post about the café', 'Kindly be aware the terrace is shut.', 'The terrace is shut today.'],
        ['Post about the café', 'Kindly observe our new opening hours.', 'We open at eight now.'],
        ['Post about the café', 'Kindly be notified that scones are back.', 'Scones are back!'],
      ],
      'stiff again, like a memo',
    );
    for (const id of more) await answer(id, { same_as: a });
    const result = await night();
    expect(result.proposed).toEqual([]);
    expect(result.uncovered).toEqual([{ rule_id: jargon.id, evidence: expect.arrayContaining(more) }]);
    expect(await candidates()).toEqual([]);
  });

  it('a part the owner called "a new one" is not asked about the rule it looks like: they already set it apart', async () => {
    await confirmedCorporateRule();
    const [a, b, c] = await reasoned(KINDLY, 'stiff, sounds like a corporate memo');
    await answer(a!, { new: true });
    await answer(b!, { same_as: a });
    await answer(c!, { same_as: a });
    await night();
    const [kindly] = await candidates();
    expect(kindly).toMatchObject({ title: expect.any(String), alike_rule_id: null, alike_title: null });
    const merge = await t.request('POST', `/v1/rules/${kindly!.id}/decide`, { action: 'merge' });
    expect(merge.status).toBe(400);
  });

  it('checks each answer and says what to fix; a second answer replaces the first', async () => {
    await start();
    const [a, b] = await correct(t, SHIPPING_EDITS.slice(0, 2));
    const [elsewhere] = await correct(t, SHIPPING_EDITS.slice(2, 3), 'replies');
    const approved = await decision(t, 'posts', 'Say hello', 'Hello!', { action: 'approve' });
    const rejectedRule = await t.gateway.proposeRule({
      title: 'Be brief',
      body: 'Be brief.',
      goal: 'posts',
      evidence: [],
      source: 'nightly',
    });
    await t.gateway.decideRule({ ruleId: rejectedRule.id, action: 'reject', source: 'api', actor: 'owner' });
    const refusals: [string, Record<string, unknown>, number, RegExp][] = [
      [b!, {}, 400, /exactly one of same_as.*rule_id.*new/],
      [b!, { same_as: a, new: true }, 400, /exactly one of/],
      [b!, { new: false }, 400, /new must be true/],
      [b!, { same_as: 'run_123456' }, 400, /decision id like fb_/],
      [b!, { same_as: b }, 400, /same as itself/],
      [b!, { same_as: elsewhere }, 400, /goal "replies", not "posts"/],
      [b!, { rule_id: rejectedRule.id }, 409, /^That rule was rejected: choose another answer, or New mistake \(rule_/],
      [b!, { rule_id: 'rule_0123456789ab' }, 404, /rule rule_0123456789ab of goal "posts" not found/],
      [approved, { new: true }, 400, /^That was an approval: it corrects nothing, so it names no mistake \(fb_/],
      ['fb_0123456789ab', { new: true }, 404, /decision fb_0123456789ab not found/],
    ];
    for (const [id, body, status, message] of refusals) {
      const res = await answer(id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    const links = () =>
      t.testDb.db.query<{ feedback_id: string; same_as: string | null }>('select * from mistake_links');
    expect(await links()).toEqual([]);

    expect((await answer(b!, { new: true })).status).toBe(201);
    const res = await answer(b!, { same_as: a });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { answer: unknown }).answer).toEqual({ same_as: a });
    expect(await links()).toEqual([expect.objectContaining({ feedback_id: b, same_as: a })]);
  });
});

describe('the week’s unnamed mistakes, asked again', () => {
  it('lists what is unanswered with the choices it has now, newest first; answered, undone or a week old, no longer', async () => {
    await start();
    const ids: string[] = [];
    const empty = await t.gateway.unnamedQuestions({ limit: 5 });
    expect(empty).toEqual({ questions: [], unnamed: 0, waiting: 0 });
    const bad = await t.request('GET', '/v1/decisions/unnamed?limit=0');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/limit/);
    ids.push(...(await correct(t, SHIPPING_EDITS.slice(0, 1), 'ship')));
    // The goal's first correction: nothing to compare with yet, so no question to reach; it waits.
    expect(await t.gateway.unnamedQuestions({ limit: 5 })).toEqual({ questions: [], unnamed: 0, waiting: 1 });

    ids.push(...(await correct(t, SHIPPING_EDITS.slice(1, 3), 'ship')));
    const now = await t.gateway.unnamedQuestions({ limit: 5 });
    expect(now.unnamed).toBe(3);
    expect(now.questions.map((q) => q.feedback_id)).toEqual([...ids].reverse());
    const first = now.questions.at(-1)!;
    // What the owner changed, quoted as the draft and their edit have it (case, punctuation).
    expect(first.about).toEqual({
      kind: 'edit',
      label: '“tomorrow, guaranteed!” → “in 2-3 days.”',
      at: expect.any(Date),
    });
    expect(first.choices.map((c) => c.id).sort()).toEqual(ids.slice(1).sort()); // the later ones are its choices now
    expect((await t.gateway.unnamedQuestions({ limit: 1 })).questions.map((q) => q.feedback_id)).toEqual([ids[2]]);

    // Answered: gone. Undone: gone. A week later: let go.
    expect((await answer(ids[0]!, { new: true })).status).toBe(201);
    await t.testDb.db.query('update feedback set undone_at = now() where id = $1', [ids[1]]);
    const left = await t.gateway.unnamedQuestions({ limit: 5 });
    expect(left.unnamed).toBe(1);
    expect(left.questions.map((q) => q.feedback_id)).toEqual([ids[2]]);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await t.gateway.unnamedQuestions({ limit: 5, now: later })).toEqual({
      questions: [],
      unnamed: 0,
      waiting: 0,
    });
  });

  it('counts the questions a person can reach: a rule’s evidence is named by its rule and leaves the list', async () => {
    await start();
    const ids = await correct(t, SHIPPING_EDITS.slice(0, 4), 'ship');
    const before = await t.gateway.unnamedQuestions({ limit: 2 });
    expect([before.questions.length, before.unnamed, before.waiting]).toEqual([2, 4, 0]);
    expect((await t.gateway.unnamedQuestions({ limit: 10 })).questions).toHaveLength(before.unnamed);
    // The nightly job proposes a candidate from them: they are its evidence now, named by it.
    const [rule] = (await t.gateway.runNightly()).proposed;
    const evidence = (await t.gateway.getRule(rule!)).evidence;
    expect(evidence.length).toBeGreaterThanOrEqual(3);
    const after = await t.gateway.unnamedQuestions({ limit: 10 });
    expect(after.questions.map((q) => q.feedback_id).filter((id) => evidence.includes(id))).toEqual([]);
    expect(after.unnamed).toBe(after.questions.length);
    expect(after.unnamed).toBe(ids.filter((id) => !evidence.includes(id)).length - after.waiting);
  });
});

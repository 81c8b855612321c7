import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rule } from '../../../db/queries/rules.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

/**
 * Edits of `pairs` (draft → the owner's text) with one reason (or none), the nightly job, and its one candidate confirmed as
 * proposed or in the owner's words (`text`). Returns the candidate as proposed.
 */
async function ruleFrom(
  t: TestGateway,
  goal: string,
  pairs: readonly (readonly [string, string])[],
  reason?: string,
  text?: string,
): Promise<Rule> {
  for (const [draft, edit] of pairs)
    await decideVia(t, await submit(t, { goal, draft }), { action: 'edit', text: edit, ...(reason && { reason }) });
  const { proposed } = await t.gateway.runNightly();
  expect(proposed).toHaveLength(1);
  const proposal = await t.gateway.getRule(proposed[0]!);
  const action = text ? 'reword' : 'confirm';
  await t.gateway.decideRule({ ruleId: proposal.id, action, text, source: 'api', actor: 'owner' });
  return proposal;
}

/** Open retirement proposals of one rule. */
const retirementsOf = async (t: TestGateway, ruleId: string) =>
  (await t.gateway.listRules({ status: 'candidate' })).filter((r) => r.target_rule_id === ruleId);

/**
 * A draft written with the goal's context (so with its active rules), decided as given; returns the titles of the
 * rules that context held.
 */
async function decidedInContext(
  t: TestGateway,
  goal: string,
  draft: string,
  body: Record<string, unknown>,
): Promise<string[]> {
  const ctx = await t.gateway.getContext({ goal });
  const id = await submit(t, { goal, draft, context_id: ctx.context_id });
  expect((await decideVia(t, id, body)).status).toBe(201);
  return ctx.rules.map((r) => r.title);
}

describe('retirement: only when the owner goes against the rule’s own text', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway(); // default: 3 decisions against it, and at least half of those about it
  });
  afterAll(() => t.close());

  const RULE = { title: 'Don\'t say "guaranteed"; say "usually"', body: 'Avoid: guaranteed. Prefer: usually.' };

  /** A draft written with the goal's context (so with its active rule `title`), decided as given. */
  async function decided(goal: string, draft: string, body: Record<string, unknown>, title = RULE.title) {
    expect(await decidedInContext(t, goal, draft, body)).toContain(title);
  }

  it('an agent that ignores its context, corrected again and again, never triggers a retirement', async () => {
    await t.gateway.createRule({ ...RULE, goal: 'ignored' });
    await decided('ignored', 'Arrives tomorrow, guaranteed!', { action: 'edit', text: 'Usually arrives in 2-3 days.' });
    await decided('ignored', 'Next-day delivery, guaranteed.', {
      action: 'edit',
      text: 'Delivery usually takes 1-2 days.',
    });
    await decided('ignored', 'Same day, guaranteed!', { action: 'reject', reason: 'I told you: no guarantees' });
    await decided('ignored', 'Guaranteed by Friday.', { action: 'reject' });
    await decided('ignored', 'In 24 hours, guaranteed.', { action: 'edit', text: 'Usually within 3 days.' });
    await decided('ignored', 'Monday, guaranteed!', { action: 'reject', reason: 'again, no' });
    const result = await t.gateway.runNightly();
    expect(result.retirements).toEqual([]);
    expect((await t.gateway.listRules({ status: 'candidate' })).filter((r) => r.proposal === 'retire')).toEqual([]);
  });

  it('approving drafts that break it, putting its phrase back and a reason that allows it propose retirement, once', async () => {
    const rule = await t.gateway.createRule({ ...RULE, goal: 'against' });
    await decided('against', 'Express orders arrive tomorrow, guaranteed.', { action: 'approve' });
    await decided('against', 'Our express lane: next day, guaranteed.', { action: 'approve' });
    await decided('against', 'Express usually arrives the next day.', {
      action: 'edit',
      text: 'Express arrives the next day, guaranteed.',
      reason: 'for express, guaranteed is fine',
    });
    await decided('against', 'Thanks for your order!', { action: 'approve' }); // breaks nothing: neutral
    const result = await t.gateway.runNightly();
    expect(result.retirements).toHaveLength(1);
    const [proposal] = (await t.gateway.listRules({ status: 'candidate' })).filter((r) => r.proposal === 'retire');
    expect(proposal).toMatchObject({ target_rule_id: rule.id, source: 'retirement', title: `Retire: ${RULE.title}` });
    expect(proposal!.evidence).toHaveLength(3);
    expect(proposal!.body).toMatch(
      /3 of your decisions went against this rule \(.*approved a draft that breaks it.*\) and 0 followed it/,
    );
    expect(proposal!.body).toMatch(/put back what it forbids|a reason that contradicts it/);
    expect((await t.gateway.runNightly()).retirements).toEqual([]); // asked once
  });

  it('reasons that only look permissive ("leave the … out", "haven’t got the OK to") go against nothing', async () => {
    const rule = await t.gateway.createRule({ ...RULE, goal: 'strict' });
    await decided('strict', 'Arrives Friday, guaranteed.', { action: 'approve' }); // against it: one
    await decided('strict', 'Delivery guaranteed by Friday.', {
      action: 'edit',
      text: 'Delivery usually by Friday.',
      reason: 'leave the guaranteed bit out',
    });
    await decided('strict', 'Guaranteed to arrive tomorrow.', {
      action: 'reject',
      reason: "we haven't got the OK to say guaranteed",
    });
    const lines: string[] = [];
    await t.gateway.runNightly({}, (l) => lines.push(l));
    expect((await t.gateway.listRules({ status: 'candidate' })).filter((r) => r.target_rule_id === rule.id)).toEqual(
      [],
    );
    // The approval alone is against it; the edit and the rejection follow it.
    expect(lines).toContain(
      `  rule "${RULE.title}": 1 decision(s) against it (approved a draft that breaks it), 2 for; not enough to propose retiring it`,
    );
  });

  it('the owner’s yes retires the rule: it leaves the context and stays in history', async () => {
    const [proposal] = (await t.gateway.listRules({ status: 'candidate' })).filter((r) => r.proposal === 'retire');
    await t.gateway.decideRule({ ruleId: proposal!.id, action: 'confirm', source: 'api', actor: 'owner' });
    expect((await t.gateway.getContext({ goal: 'against' })).rules).toEqual([]);
    const retired = (await t.gateway.listRules({ status: 'retired', goal: 'against' })).filter(
      (r) => r.proposal === 'add',
    );
    expect(retired.map((r) => r.title)).toEqual([RULE.title]);
    expect(retired[0]!.effectiveness).toMatchObject({ after: { runs: 4, reject_rate: 0 } });
  });

  it('shows effectiveness (rates before and after activation) for active rules over HTTP', async () => {
    const res = await t.request('GET', '/v1/rules?status=active&goal=ignored');
    const { rules } = (await res.json()) as {
      rules: { title: string; effectiveness: { after: { runs: number; edit_rate: number } } }[];
    };
    expect(rules[0]).toMatchObject({ title: RULE.title, effectiveness: { after: { runs: 6, edit_rate: 0.5 } } });
  });

  it('a rule typed on a phone (’ and “…”) is read the same: approving drafts that break it proposes retirement', async () => {
    const typed = { title: 'Don’t say “guaranteed”; say “usually”', body: '' };
    const rule = await t.gateway.createRule({ ...typed, goal: 'typed' });
    for (const draft of ['Arrives tomorrow, guaranteed.', 'Next day, guaranteed.', 'Guaranteed by Friday.'])
      await decided('typed', draft, { action: 'approve' }, typed.title);
    const result = await t.gateway.runNightly();
    expect(result.retirements).toHaveLength(1);
    const [proposal] = (await t.gateway.listRules({ status: 'candidate' })).filter(
      (r) => r.proposal === 'retire' && r.target_rule_id === rule.id,
    );
    expect(proposal!.body).toMatch(/3 of your decisions went against this rule \(.*approved a draft that breaks it/);
  });
});

describe('retirement: a style the rule’s corrections happened to share is not part of what it forbids', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  const long = (claim: string) =>
    `${claim} The cottage sleeps four in two bedrooms, with a wood burner, a dishwasher and a washing machine, ` +
    'fresh linen and towels, a welcome hamper on arrival, and parking for two cars right by the front door.';

  it('rewrites that cut a content mistake short, then longer answers elsewhere: no retirement', async () => {
    // Three listings cut to a line each, every time removing a made-up sea view: a rule about the view, not length
    // (its body quotes the owner's reason, which says "short").
    for (const [claim, fixed] of [
      ['Panoramic sea views from every window.', 'Views over the fields.'],
      ['Wake up to panoramic sea views.', 'Wake up to the sound of the farm.'],
      ['Enjoy panoramic sea views from the garden.', 'Enjoy the garden.'],
    ] as const)
      await decideVia(t, await submit(t, { goal: 'listings', task: 'Listing text', draft: long(claim) }), {
        action: 'edit',
        text: fixed,
        reason: 'no panoramic sea views, the beach is a short drive', // "short": a quoted reason, not a style
      });
    const proposed = (await t.gateway.runNightly()).proposed;
    expect(proposed).toHaveLength(1);
    await t.gateway.decideRule({ ruleId: proposed[0]!, action: 'confirm', source: 'api', actor: 'owner' });
    // Later the owner fills out three terse house-rule drafts: longer, and nothing about a view.
    for (const terse of ['No smoking.', 'Bins on Tuesday.', 'Dogs in Bramble only.'])
      await decidedInContext(t, 'listings', terse, {
        action: 'edit',
        text:
          `${terse} Please take boots off at the door, recycle glass in the green box, keep the gate shut for the ` +
          'sheep, and tell us before ten if anything in the kitchen needs fixing so we can sort it that same day.',
      });
    expect((await t.gateway.runNightly()).retirements).toEqual([]);
  });
});

const PADDING = [
  'I hope this finds you well and that the quarter has been kind to you and the whole team.',
  'As always, please do not hesitate to get in touch if anything at all is unclear or if you have questions.',
  'We are here to help and will happily walk you through every figure on a call whenever suits you best.',
  'Thank you again for your continued trust in our practice; it is genuinely a pleasure to work with you.',
];
/** What the owner's own emails say besides the point: none of the padding above, so only length is at stake. */
const DETAIL = [
  'The figures are in the shared folder under this month, with last year beside them for comparison.',
  'Sign where the yellow tabs are and send the pages back by post or as a scan, whichever is easier.',
  'Your next deadline is the end of the quarter; we will send a reminder two weeks before it.',
];
/** An email of about `n` words: the point, then sentences from `more`. */
const email = (point: string, n: number, more = PADDING) => {
  let text = point;
  for (let i = 0; text.split(/\s+/).length < n; i++) text += ` ${more[i % more.length]}`;
  return text;
};

describe('retirement of "keep it short": long means as long as the drafts the owner cut, not 30 words', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  /** A draft written with the goal's context (so with its active rule), decided as given. */
  async function decided(draft: string, body: Record<string, unknown>) {
    expect(await decidedInContext(t, 'client-emails', draft, body)).toEqual(['Keep client-emails short']);
  }

  it('after 100-word emails were cut, approving 40-word ones proposes nothing; approving 110-word ones does', async () => {
    const points = [
      'Your VAT return is filed.',
      'We need your bank statements by Friday.',
      'Your payroll for March has run.',
    ];
    const candidate = await ruleFrom(
      t,
      'client-emails',
      points.map((point) => [email(point, 100), `${point} Thanks!`] as const),
    );
    expect(candidate.title).toBe('Keep client-emails short');
    // Which of the many words went is the owner's choice of the day, not what the rule forbids: no "Avoid:" list.
    expect(candidate.body).not.toMatch(/Avoid:/);

    // An ordinary client email is 40 words: longer than 30, far shorter than what the owner cut.
    for (const point of ['Your accounts are ready to sign.', 'The invoice is attached.', 'Your tax code changed.'])
      await decided(email(point, 40, DETAIL), { action: 'approve' });
    expect((await t.gateway.runNightly()).retirements).toEqual([]);

    // The owner now approves emails as long as the ones they cut: that goes against the rule.
    for (const point of ['Your accounts are filed.', 'Your refund has arrived.', 'The payment plan is agreed.'])
      await decided(email(point, 110, DETAIL), { action: 'approve' });
    const retirements = (await t.gateway.runNightly()).retirements;
    expect(retirements).toHaveLength(1);
  });
});

describe('"keep it short" and edits that lengthen a curt draft: no decision against it', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  /** A curt draft written with the rule in context, edited into a proper answer of about 40 words. */
  async function grown(draft: string, edit: string) {
    expect(edit.split(/\s+/).length).toBeGreaterThanOrEqual(Math.max(30, draft.split(/\s+/).length * 1.5));
    const rules = await decidedInContext(t, 'client-emails', draft, { action: 'edit', text: edit });
    expect(rules).toEqual(['Keep client-emails short']);
  }

  it('after 100-word emails were cut, 40-word answers grown from one line retire nothing', async () => {
    const points = ['Your VAT return is filed.', 'We need your bank statements.', 'Your payroll has run.'];
    const { id } = await ruleFrom(
      t,
      'client-emails',
      points.map((point) => [email(point, 100), `${point} Thanks!`] as const),
    );
    expect((await t.gateway.getRule(id)).evidence).toHaveLength(3);

    // A one-line yes grown into an answer: longer, but nowhere near the 100 words the owner cut.
    await grown(
      "Hi Bev, yes, they'll be ready by Thursday. Thanks, Sam",
      "Hi Bev, the accounts should be ready by Thursday, as long as the last two bank statements reach us by Monday. If they come later we'll let you know the new date straight away. Thanks, Sam",
    );
    await grown(
      'Hi Kathy, please email us the new starter details. Thanks, Sam',
      "Hi Kathy, please upload the new starter's details through the portal: their National Insurance number, date of birth, address and start date, plus their P45 if they have one. We'll add them to the next payroll. Thanks, Sam",
    );
    await grown(
      "Hi Rachel, we'll have your VAT number by Friday. Thanks, Sam",
      "Hi Rachel, we sent your VAT registration to HMRC on Monday. They usually take about a month to issue the number, and we'll forward it to you the day it arrives, along with what it means for your invoices. Thanks, Sam",
    );
    const night = await t.gateway.runNightly();
    expect(night.retirements).toEqual([]);
    expect((await t.gateway.getRule(id)).evidence).toHaveLength(3);
  });
});

describe('retirement of a style rule: too much by the owner’s own standard, not by what shows the style', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  const TAGS = ['#bristol', '#wedding', '#goldenhour', '#love', '#bride', '#groom', '#weddingday', '#photooftheday'];
  const RULE = 'Keep hashtags in social to two or three';
  /** A post written with the goal's context (so with its active rule), approved as it is. */
  async function approved(text: string) {
    expect(await decidedInContext(t, 'social', text, { action: 'approve' })).toEqual([RULE]);
  }

  it('after walls of hashtags were cut to three, approving posts with three proposes nothing; with eight it does', async () => {
    const posts = ['Golden hour in the wheat field.', 'Christmas minis are back.', 'New print in the shop.'];
    const candidate = await ruleFrom(
      t,
      'social',
      posts.map((post) => [`${post} ${TAGS.join(' ')}`, `${post}\n\n${TAGS.slice(0, 3).join(' ')}`] as const),
    );
    expect(candidate.title).toBe(RULE);

    // Three hashtags is what the owner writes themselves, though three is where a post shows a wall at all.
    for (const post of ['One year ago today.', 'Misty morning on the Mendips.', 'Six brilliant beginners today.'])
      await approved(`${post}\n\n${TAGS.slice(3, 6).join(' ')}`);
    expect((await t.gateway.runNightly()).retirements).toEqual([]);

    // Walls like the ones they cut, approved: that goes against the rule.
    for (const post of ['Our first elopement.', 'Autumn colours at Tyntesfield.', 'A winter wedding.'])
      await approved(`${post} ${TAGS.join(' ')}`);
    expect((await t.gateway.runNightly()).retirements).toHaveLength(1);
  });
});

describe('retirement: words the rule’s corrections removed, which the owner writes themselves or kept from the draft', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  // Three flat answers about tax, each rewritten into "let's talk": "tax" was removed every time, and the owner's
  // reason names it, so the rule's corrections say it forbids "tax" (a word the accountant writes all day).
  const FLAT = [
    ['Yes, you can claim the tax back on that.', 'Good question. We will look at your papers and tell you on a call.'],
    ['No, that tax relief does not apply to you.', 'It depends on your situation: let us talk it through on a call.'],
    ['Yes, the tax deadline can be moved.', 'That depends on a few things: can we book a short call?'],
  ] as const;

  const confirmedRule = async (goal: string, text?: string) =>
    (await ruleFrom(t, goal, FLAT, 'never a flat yes or no about tax by email', text)).id;

  async function edited(goal: string, draft: string, text: string) {
    expect(await decidedInContext(t, goal, draft, { action: 'edit', text })).toHaveLength(1);
  }

  it('a word the owner writes in texts of their own is the goal’s subject: adding it retires nothing', async () => {
    // The owner's own texts say "tax" (approved as written), so the rule's text does not forbid it...
    for (const draft of ['Our tax packages start at £300 a year.', 'Tax deadlines for 2025 are on our calendar page.'])
      await decideVia(t, await submit(t, { goal: 'reminders', draft }), { action: 'approve' });
    const rule = await confirmedRule('reminders');
    expect((await t.gateway.getRule(rule)).body).not.toMatch(/Avoid:[^.]*\btax/i);
    // ...but its corrections removed it. Three edits that add it to drafts that did not say it (and put a date right,
    // so they are not the rule's mistake made again).
    await edited('reminders', 'Your return is due soon.', 'Your tax return is due on 31 January.');
    await edited('reminders', 'Payments on account are due in summer.', 'Tax payments on account are due on 31 July.');
    await edited('reminders', 'Send us your P60 when you can.', 'Send us your P60 by May for your tax return.');
    expect((await t.gateway.runNightly()).retirements).toEqual([]);
    expect(await retirementsOf(t, rule)).toEqual([]);
  });

  it('a word the draft said and the edit kept is not put back, though the diff splits it out as added', async () => {
    const rule = await confirmedRule('enquiries', 'Never a flat yes or no about tax by email');
    // Two edits that put a flat "yes" back (and a day for "soon"): against it.
    await edited(
      'enquiries',
      'We will check your papers and tell you soon.',
      'Yes, we will check your papers on Monday.',
    );
    await edited('enquiries', 'We can look at that soon.', 'Yes, we can look at that on Friday.');
    // "corporation tax" → "your own tax return": the diff lists "… tax return" as added, but the draft said "tax".
    await edited(
      'enquiries',
      'Hi Tom, our package covers the accounts, corporation tax and payroll.',
      'Hi Tom, thanks for asking: we offer packages that cover the accounts, payroll and your own tax return.',
    );
    expect((await t.gateway.runNightly()).retirements).toEqual([]);
    expect(await retirementsOf(t, rule)).toEqual([]);
  });
});

describe('retirement: a word its corrections removed counts when the rule’s title or the owner’s reasons name it', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  // Three answers that recommended weedkiller by water "every week": "week" went each time, so the "Avoid:" list the
  // rule is matched by picks it up, though neither its title nor the owner's reason says it (the body shown leaves it
  // out).
  const SPRAYS = [
    [
      'Just spray weedkiller along the pond edge once a week and the weeds will go.',
      'Pull the weeds by hand along the pond edge; weedkiller near water harms the wildlife.',
    ],
    [
      'A glyphosate spray every week keeps the stream bank clear.',
      'Cut the stream bank back by hand; we never use weedkiller next to water.',
    ],
    [
      'Use weedkiller each week around the pond, it works wonders.',
      'Around the pond, hand weeding is the safe option; no weedkiller by water.',
    ],
  ] as const;

  async function ruleOf(goal: string, text?: string): Promise<string> {
    const proposal = await ruleFrom(t, goal, SPRAYS, 'never recommend weedkiller next to water', text);
    expect(proposal.title).toBe('Never recommend weedkiller next to water');
    expect(proposal.matched_body).toMatch(/Avoid: [^.]*\bweek\b/);
    // The body does not tell agents to avoid "week" (its example quotes a draft as the owner saw it).
    expect(proposal.body).not.toMatch(/Avoid: [^.]*\bweek\b/);
    // Confirmed, the rule keeps the phrases it is matched by; reworded, the owner's words are all there is.
    const decided = await t.gateway.getRule(proposal.id);
    expect(decided.matched_body).toBe(text ? null : proposal.matched_body);
    return proposal.id;
  }

  const decided = (goal: string, draft: string, body: Record<string, unknown>) =>
    decidedInContext(t, goal, draft, body);

  it('approving "ring us next week" about a plant out of stock retires nothing', async () => {
    const rule = await ruleOf('answers');
    const approve = { action: 'approve' };
    await decided('answers', 'We hope to have fiddle leaf figs back soon; give us a ring next week.', approve);
    await decided('answers', 'More anemones are due in the next few weeks, keep an eye on our page.', approve);
    await decided('answers', 'The café menu changes every week, and the soup is always vegan.', approve);
    expect((await t.gateway.runNightly()).retirements).toEqual([]);
    expect(await retirementsOf(t, rule)).toEqual([]);
  });

  it('in the owner’s own words ("Avoid: week"), approving weedkiller every week does (the control)', async () => {
    const rule = await ruleOf('pond-care', 'Never recommend weedkiller next to water.\nAvoid: week.');
    const approve = { action: 'approve' };
    await decided('pond-care', 'Spray weedkiller along the pond every week.', approve);
    await decided('pond-care', 'A weedkiller spray each week keeps the bank tidy.', approve);
    await decided('pond-care', 'Weedkiller by the stream once a week and the weeds are gone.', approve);
    expect((await t.gateway.runNightly()).retirements).toHaveLength(1);
    expect(await retirementsOf(t, rule)).toHaveLength(1);
  });
});

// Arrange helpers for the learning loop: drafts corrected the same way, through the real decide path.

import { expect } from 'vitest';
import type { Context } from '../../gateway/learning/context.ts';
import type { TestGateway } from './gateway.ts';
import { decideVia, submit } from './runs.ts';

/** Edits that each remove a shipping promise ("guaranteed") and add a hedge ("usually"), on different drafts. */
export const SHIPPING_EDITS: [task: string, draft: string, edited: string][] = [
  [
    'Reply to a customer asking about delivery',
    'Your parcel arrives tomorrow, guaranteed!',
    'Your parcel usually arrives in 2-3 days.',
  ],
  [
    'Answer a comment about shipping to Canada',
    'We ship to Canada in 24 hours, guaranteed!',
    'We ship to Canada; it usually takes 3-5 days.',
  ],
  [
    'Post about our new delivery partner',
    'New partner: next-day delivery guaranteed!',
    'New partner: delivery usually takes 1-2 days.',
  ],
  [
    'Reply to a question on express orders',
    'Express orders land the same day, guaranteed!',
    'Express orders usually land within 2 days.',
  ],
];

export async function correct(t: TestGateway, edits: typeof SHIPPING_EDITS, goal = 'posts'): Promise<string[]> {
  const ids: string[] = [];
  for (const [task, draft, edited] of edits) {
    const id = await submit(t, { goal, task, draft });
    const res = await decideVia(t, id, { action: 'edit', text: edited });
    ids.push(((await res.json()) as { decision: { id: string } }).decision.id);
  }
  await t.gateway.backfillEmbeddings();
  return ids;
}

/** One past decision through the HTTP path (the run submitted, then decided); returns its feedback id. */
export async function decision(
  t: TestGateway,
  goal: string,
  task: string,
  draft: string,
  body: Record<string, unknown>,
): Promise<string> {
  const id = await submit(t, { goal, task, draft });
  const res = await decideVia(t, id, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { decision: { id: string } }).decision.id;
}

/** A goal's ordinary corrections, each [task, draft, the owner's text], as edits: the background a match stands out from. */
export async function editsIn(
  t: TestGateway,
  goal: string,
  rows: readonly (readonly [task: string, draft: string, text: string])[],
): Promise<void> {
  for (const [task, draft, text] of rows) await decision(t, goal, task, draft, { action: 'edit', text });
}

/** GET /v1/context as an agent asks it. */
export async function contextOf(t: TestGateway, params: Record<string, string>): Promise<Context> {
  const res = await t.request('GET', `/v1/context?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Context;
}

/** The owner cuts a delivery promise ("tomorrow, guaranteed") from a reply and says why; returns its feedback id. */
export function promisedDelivery(t: TestGateway, goal = 'replies'): Promise<string> {
  return decision(
    t,
    goal,
    'Reply to a customer asking when the parcel arrives',
    'Thanks for your order. It will arrive tomorrow, guaranteed.',
    {
      action: 'edit',
      text: 'Thanks for your order. It will usually arrive within 3-5 days.',
      reason: 'never promise delivery dates',
    },
  );
}

/** Ordinary corrections of a shop's replies, unrelated to each other (for editsIn): the background a match stands out from. */
export const REPLIES_BACKGROUND: readonly (readonly [task: string, draft: string, text: string])[] = [
  ['Reply to someone asking how to wash the linen tote', 'Machine wash at 90 degrees.', 'Hand wash it in cold water.'],
  ['Answer a question about gift wrapping', 'We do not wrap gifts.', 'Gift wrapping is free this month.'],
  ['Respond to a request to change the delivery address', 'Too late, sorry.', 'Done, the address is updated.'],
  ['Reply to a comment about our new colours', 'Nice.', 'Thank you, the sage one is our favourite too.'],
  ['Answer a job applicant', 'No jobs.', 'We post openings on our site.'],
  ['Reply to a question about opening hours', 'Open sometimes.', 'We are open 9 to 5 on weekdays.'],
  ['Respond to a question about the warranty', 'No warranty.', 'Every piece has a two-year warranty.'],
  ['Reply to a customer asking about sizes', 'One size.', 'The beanie is one size and stretches.'],
];

/** One past edit of goal "replies" that cut a delivery promise ("tomorrow, guaranteed"), embedded; its feedback id. */
export async function pastDeliveryEdit(t: TestGateway): Promise<string> {
  const first = await submit(t, {
    goal: 'replies',
    task: 'Reply about delivery',
    draft: 'It ships today and arrives tomorrow, guaranteed.',
  });
  await decideVia(t, first, { action: 'edit', text: 'It ships today and usually arrives within a week.' });
  const [edit] = await t.testDb.db.query<{ id: string }>('select id from feedback where run_id = $1', [first]);
  await t.gateway.backfillEmbeddings();
  return edit!.id;
}

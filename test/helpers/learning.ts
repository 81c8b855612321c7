// Arrange helpers for the learning loop: drafts corrected the same way, through the real decide path.

import { expect } from 'vitest';
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

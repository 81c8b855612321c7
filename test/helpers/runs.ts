// Arrange helpers: submit drafts and read what the database holds.
import type { Run } from '../../db/queries/runs.ts';
import type { TestGateway } from './gateway.ts';

/** A run row as the database holds it, for rendering tests that need no database: a pending draft unless `over` says. */
export const runRow = (over: Partial<Run> = {}): Run => ({
  id: 'run_0123456789abcd',
  goal: 'posts',
  agent: 'writer <bot>',
  task: null,
  draft: 'Big news: we ship today!',
  final_text: null,
  status: 'pending',
  target: null,
  metadata: {},
  context_id: null,
  context_rule_ids: null,
  context_feedback_ids: null,
  callback_url: null,
  expires_at: null,
  reminded_at: null,
  decided_at: null,
  decided_by: null,
  decided_via: null,
  created_at: new Date(),
  ...over,
});

export async function submit(t: TestGateway, body: Record<string, unknown> = {}): Promise<string> {
  const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'Big news: we ship today!', ...body });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  await t.gateway.settle(); // the cards go out after the answer, through the outbox
  return id;
}

export async function feedbackRows(t: TestGateway, runId?: string) {
  return t.testDb.db.query<{
    id: string;
    run_id: string;
    rating: number;
    correction: string | null;
    reason: string | null;
    edit_kind: string | null;
    source: string;
    event_key: string;
  }>(
    `select id, run_id, rating, correction, reason, edit_kind, source, event_key from feedback
     where ($1::text is null or run_id = $1) order by created_at`,
    [runId ?? null],
  );
}

export async function tapOutcomes(t: TestGateway, runId: string): Promise<string[]> {
  const rows = await t.testDb.db.query<{ outcome: string }>(
    `select outcome from taps where run_id = $1 order by created_at`,
    [runId],
  );
  return rows.map((r) => r.outcome);
}

/** Decides through the API and waits for the cards to follow (they go out after the answer). */
export async function decideVia(t: TestGateway, runId: string, body: Record<string, unknown>): Promise<Response> {
  const res = await t.request('POST', `/v1/runs/${runId}/decision`, body);
  await t.gateway.settle();
  return res;
}

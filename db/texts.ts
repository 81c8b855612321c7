// Where a run's texts live: every column that can hold words an agent or the owner wrote for a run (or a copy of
// them), with what forget and retention leave there, and every other text column with why it never holds one.
// test/db/texts.test.ts reads the schema and fails on a text, jsonb or vector column that neither list names.

/** Selects the rows that belong to some runs ($1: their ids). */
const OF_RUNS = 'run_id = any($1::text[])';

export interface RunTexts {
  /** SQL condition over $1 (the run ids): the rows that belong to those runs. */
  rows: string;
  /** Each column that can hold a run's text, and the SQL value that replaces it (old values are visible to it). */
  columns: Record<string, string>;
}

/**
 * Blanked by forget (`DELETE /v1/runs/:id`, `taploop forget`) and retention (RETENTION_DAYS), in this order: runs
 * come last, since the context records of a run are found through the run's own task.
 */
export const RUN_TEXTS = {
  feedback: {
    rows: OF_RUNS,
    columns: {
      correction: 'null',
      reason: 'null',
      // The run's task, else its draft: what context search compared against.
      situation: "''",
      edit_removed: 'null',
      edit_added: 'null',
      situation_embedding: 'null',
      signal_embedding: 'null',
      // A provider's error may quote the text it was asked to embed.
      embed_error: 'null',
    },
  },
  contexts: {
    // The run's own context record, and any other asked with the same task (an agent may ask twice).
    rows: `task is not null and (id in (select context_id from runs where id = any($1::text[]))
            or task in (select task from runs where id = any($1::text[]) and task is not null))`,
    columns: { task: 'null' },
  },
  publications: {
    rows: OF_RUNS,
    // A receiver's error may echo what it was sent.
    columns: { text: "''", target: 'null', last_error: 'null' },
  },
  callback_deliveries: {
    rows: OF_RUNS,
    columns: {
      // The callback URL is the agent's, often naming the run's subject; the payload holds the run's texts.
      url: "''",
      payload: "''",
      last_error: "case when status = 'queued' then 'not sent: its run was forgotten' end",
    },
  },
  channel_deliveries: {
    rows: OF_RUNS,
    // The payload is the card's arguments: the run with its draft, decision and publication.
    columns: { payload: "''", last_error: "case when status = 'queued' then 'not sent: its run was forgotten' end" },
  },
  notifications: {
    rows: OF_RUNS,
    // The message holds the draft; a receiver's error may echo it.
    columns: {
      payload: "''",
      last_error: "case when status = 'queued' then 'not sent: its run was forgotten' end",
    },
  },
  taps: {
    rows: `${OF_RUNS} and detail is not null`,
    // What a person typed with a tap (an edit by reply, a reason) before the decision stored it.
    columns: { detail: 'null' },
  },
  runs: {
    rows: 'id = any($1::text[])',
    columns: {
      agent: 'null',
      task: 'null',
      draft: "''",
      final_text: 'null',
      target: 'null',
      metadata: "'{}'",
      callback_url: 'null',
      // An agent's key may name the draft; the hash of a known text confirms it.
      idempotency_key: 'null',
      request_hash: 'null',
    },
  },
} as const satisfies Record<string, RunTexts>;

/**
 * Rule texts: words taploop wrote from corrections (candidates, and candidates the owner rejected) may quote a run;
 * forget and retention reword them without what only the forgotten runs said. An active or retired rule is the
 * owner's own text (they confirmed or wrote it) and stays as it is.
 */
export const RULE_TEXTS = { rules: ['title', 'body', 'matched_body', 'alike_title', 'reason'] } as const;

/** The rule statuses whose words are taploop's, reworded when a run they quote is forgotten. */
export const REWORDED_STATUSES = ['candidate', 'rejected'] as const;

/** Every other text, jsonb or vector column, and why no run's text is ever in it. */
export const NOT_RUN_TEXTS: Record<string, Record<string, string>> = {
  runs: {
    id: 'an id',
    goal: "the goal's name, as configured: stats, limits and rules go by it",
    status: 'a status',
    context_id: 'an id',
    decided_by: "who decided: a person's id",
    decided_via: 'a channel name',
    context_rule_ids: 'rule ids',
    context_feedback_ids: 'decision ids',
    sender: "the agent token's name, from the configuration",
  },
  feedback: {
    id: 'an id',
    run_id: 'an id',
    source: 'a channel name',
    actor: "who decided: a person's id",
    edit_kind: 'cosmetic or substantive',
    event_key: "the tap's own id",
    situation_model: 'an embedding model name (emptied with the embeddings, so nothing embeds the row again)',
    signal_model: 'an embedding model name (emptied with the embeddings)',
    removed_keys: 'computed from edit_removed (migrations 014, 018): empty once forget blanks the phrases',
    removed_query: 'the stemmed words of edit_removed, computed from it (migration 018): null once forget blanks them',
  },
  contexts: { id: 'an id', goal: "a goal's name", rule_ids: 'rule ids', feedback_ids: 'decision ids' },
  publications: {
    id: 'an id',
    run_id: 'an id',
    goal: "a goal's name",
    status: 'a status',
    publisher: 'a publisher type',
    external_id: "the publisher's message id",
    kind: 'publish (callbacks have their own outbox)',
    event: 'an event name',
  },
  callback_deliveries: {
    id: 'an id',
    run_id: 'an id',
    goal: "a goal's name",
    event: 'an event name',
    status: 'a status',
  },
  channel_deliveries: {
    channel: 'a channel name',
    event: 'a channel method',
    subject: 'a run, rule or goal id',
    run_id: 'an id',
    status: 'a status',
  },
  notifications: {
    id: 'an id',
    run_id: 'an id',
    person_id: "a person's id",
    url: 'NOTIFY_URL, from the configuration',
    status: 'a status',
  },
  action_links: {
    token_hash: "a link's SHA-256 hash",
    person_id: "a person's id",
    run_id: 'an id',
    action: 'approve or reject',
  },
  taps: {
    id: 'an id',
    event_key: "the tap's own id (Telegram's or Slack's)",
    run_id: 'an id',
    rule_id: 'an id',
    goal: "a goal's name",
    source: 'a channel name',
    actor: "who tapped: a person's id",
    action: 'which button',
    outcome: 'an outcome',
  },
  messages: {
    id: 'an id',
    run_id: 'an id',
    rule_id: 'an id',
    channel: 'a channel name',
    chat_id: "the chat app's id",
    message_id: "the chat app's id",
  },
  mistake_links: {
    feedback_id: 'an id',
    same_as: 'a decision id',
    rule_id: 'an id',
    source: 'a channel name',
    actor: "a person's id",
  },
  rules: {
    id: 'an id',
    goal: "a goal's name",
    status: 'a status',
    proposal: 'add or retire',
    evidence: 'decision ids',
    evidence_parts: 'decision ids and the part of each a rule rests on (learning/parts.ts)',
    source: 'manual, nightly or retirement',
    decided_by: "a person's id",
    target_rule_id: 'an id',
    alike_rule_id: 'an id',
    merged_into: 'an id',
  },
  goal_trust: {
    goal: "a goal's name",
    mode: 'a trust mode',
    decided_by: "a person's id",
    reason: 'why the mode changed, in taploop’s words',
  },
  job_runs: {
    id: 'an id',
    job: 'a job name',
    key: 'a job and its window',
    status: 'a status',
    counts: 'numbers',
    error: "a job's failure, in the database's or taploop's words",
  },
  settings: {
    key: 'a setting name',
    value: 'a generated secret, or what a held copy was restored from',
  },
  people: {
    id: 'an id',
    name: "a person's name, given by an owner",
    role: 'a role',
    goals: "goals' names",
    telegram_id: "the chat app's id",
    slack_id: "the chat app's id",
  },
  people_changes: {
    id: 'an id',
    person_id: "a person's id",
    person_name: "a person's name",
    actor: "who changed it: a person's name",
    change: 'a change kind',
    detail: 'the person as it was and is: name, role, goals, chat ids',
  },
  sign_in_links: { token_hash: "a link's SHA-256 hash", person_id: "a person's id" },
  web_sessions: { token_hash: "a session's SHA-256 hash", person_id: "a person's id" },
  schema_migrations: { name: 'a migration file name' },
};

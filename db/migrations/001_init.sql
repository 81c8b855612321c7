-- taploop schema: runs, their decisions (feedback), every tap, rules, the publish outbox, cards and jobs.
create extension if not exists vector with schema public;
create extension if not exists pg_trgm with schema public;

create table runs (
  id           text primary key,
  goal         text not null,
  agent        text,
  task         text,
  draft        text not null,
  final_text   text,
  status       text not null default 'pending'
               check (status in ('pending', 'approved', 'edited', 'rejected', 'expired')),
  target       text,
  metadata     jsonb not null default '{}',
  context_id   text,
  callback_url text,
  expires_at   timestamptz,
  decided_at   timestamptz,
  decided_by   text,
  decided_via  text,
  created_at   timestamptz not null default now()
);
create index runs_status_created on runs (status, created_at);
create index runs_goal_created on runs (goal, created_at);

-- One row per decision. event_key is the tap's own id: a re-delivered tap stores nothing twice.
create table feedback (
  id                  text primary key,
  run_id              text not null references runs (id),
  rating              smallint not null check (rating in (-1, 0, 1)),
  correction          text,
  reason              text,
  source              text not null,
  actor               text,
  edit_kind           text check (edit_kind in ('cosmetic', 'substantive')),
  edit_removed        jsonb,
  edit_added          jsonb,
  event_key           text not null unique,
  situation           text not null,
  situation_embedding vector,
  situation_model     text,
  signal_embedding    vector,
  signal_model        text,
  embed_attempts      int not null default 0,
  embed_error         text,
  undone_at           timestamptz,
  created_at          timestamptz not null default now()
);
create index feedback_run on feedback (run_id);
create index feedback_created on feedback (created_at);
create index feedback_unembedded on feedback (created_at) where situation_model is null;

-- Every inbound button press or reply, written before the decision so a lost one is visible.
create table taps (
  id         text primary key,
  event_key  text not null,
  run_id     text,
  rule_id    text,
  source     text not null,
  actor      text,
  action     text not null,
  outcome    text not null default 'received'
             check (outcome in ('received', 'stored', 'duplicate', 'conflict', 'refused', 'invalid', 'failed')),
  detail     text,
  created_at timestamptz not null default now()
);
create index taps_created on taps (created_at);

-- What an agent was shown before drafting (GET /v1/context), so a run can say which rules it saw.
create table contexts (
  id           text primary key,
  goal         text not null,
  task         text,
  rule_ids     jsonb not null default '[]',
  feedback_ids jsonb not null default '[]',
  created_at   timestamptz not null default now()
);

create table rules (
  id           text primary key,
  title        text not null,
  body         text not null,
  goal         text,
  status       text not null check (status in ('candidate', 'active', 'retired', 'rejected')),
  proposal     text not null default 'add' check (proposal in ('add', 'retire')),
  evidence     jsonb not null default '[]',
  source       text not null default 'manual' check (source in ('manual', 'nightly', 'retirement')),
  decided_by   text,
  decided_at   timestamptz,
  reason       text,
  activated_at timestamptz,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index rules_status_goal on rules (status, goal);

-- The publish outbox.
create table publications (
  id            text primary key,
  run_id        text not null references runs (id),
  goal          text not null,
  target        text,
  text          text not null,
  status        text not null default 'queued' check (status in ('queued', 'published', 'failed', 'cancelled')),
  scheduled_for timestamptz not null,
  published_at  timestamptz,
  attempts      int not null default 0,
  last_error    text,
  created_at    timestamptz not null default now()
);
create index publications_due on publications (status, scheduled_for);
create index publications_goal on publications (goal, scheduled_for);

-- Where each run's card lives per channel, so a decision in one channel updates the others.
create table messages (
  id          text primary key,
  run_id      text,
  rule_id     text,
  channel     text not null,
  chat_id     text not null,
  message_id  text not null,
  created_at  timestamptz not null default now(),
  unique (channel, chat_id, message_id)
);
create index messages_run on messages (run_id);

create table job_runs (
  id           text primary key,
  job          text not null,
  key          text not null,
  status       text not null check (status in ('running', 'succeeded', 'failed', 'skipped')),
  window_start timestamptz,
  window_end   timestamptz,
  counts       jsonb not null default '{}',
  error        text,
  started_at   timestamptz not null default now(),
  finished_at  timestamptz
);
create index job_runs_job on job_runs (job, started_at);

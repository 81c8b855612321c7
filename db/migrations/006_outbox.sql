-- Outboxes for everything that leaves the process after a commit: channel cards, agent callbacks; idempotent submit.

-- Card pushes and edits (Telegram, Slack): written after the change commits, delivered by the card-delivery job
-- with a timeout per call and bounded retries. `subject` (a run, rule or goal) keeps one subject's cards in order.
create table channel_deliveries (
  seq             bigint generated always as identity primary key,
  channel         text not null,
  event           text not null,
  subject         text,
  run_id          text,
  payload         text not null,
  status          text not null default 'queued' check (status in ('queued', 'delivered', 'failed')),
  attempts        int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until   timestamptz,
  last_error      text,
  delivered_at    timestamptz,
  created_at      timestamptz not null default now()
);
create index channel_deliveries_due on channel_deliveries (next_attempt_at) where status = 'queued';
create index channel_deliveries_subject on channel_deliveries (channel, subject, seq) where status = 'queued';
create index channel_deliveries_run on channel_deliveries (run_id);

-- Decision callbacks to an agent's callback_url: their own outbox (they used to ride in publications, kind 'callback').
create table callback_deliveries (
  id              text primary key,
  run_id          text not null references runs (id),
  goal            text not null,
  url             text not null,
  event           text not null,
  payload         text not null,
  status          text not null default 'queued' check (status in ('queued', 'delivered', 'failed')),
  attempts        int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until   timestamptz,
  last_error      text,
  delivered_at    timestamptz,
  created_at      timestamptz not null default now()
);
create index callback_deliveries_due on callback_deliveries (next_attempt_at) where status = 'queued';
create index callback_deliveries_run on callback_deliveries (run_id, created_at);

insert into callback_deliveries (id, run_id, goal, url, event, payload, status, attempts, next_attempt_at, claimed_until, last_error, delivered_at, created_at)
select id, run_id, goal, coalesce(target, ''), coalesce(event, 'run.decided'), text,
       case status when 'published' then 'delivered' when 'queued' then 'queued' else 'failed' end,
       attempts, coalesce(next_attempt_at, scheduled_for), claimed_until, last_error, published_at, created_at
from publications where kind = 'callback';
delete from publications where kind = 'callback';

-- POST /v1/runs with an idempotency key: the same key and body give the same run.
alter table runs add column idempotency_key text;
alter table runs add column request_hash text;
create unique index runs_idempotency_key on runs (idempotency_key) where idempotency_key is not null;

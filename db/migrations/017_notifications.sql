-- One-tap links in notifications: the `notify` outbox (one message per person who may decide a new draft, sent to
-- NOTIFY_URL) and the approve/reject links those messages carry. A link is stored as the SHA-256 hash of its token
-- only, bound to one person, one run and one action.
create table notifications (
  id              text primary key,
  run_id          text not null references runs (id),
  person_id       text not null,
  url             text not null,
  -- The message without its links: the goal, the agent, the draft. Links are made when it is sent.
  payload         text not null,
  status          text not null default 'queued' check (status in ('queued', 'delivered', 'failed')),
  attempts        int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until   timestamptz,
  last_error      text,
  delivered_at    timestamptz,
  created_at      timestamptz not null default now()
);
create index notifications_due on notifications (next_attempt_at) where status = 'queued';
create index notifications_run on notifications (run_id, created_at);

-- No foreign key to people: a link of a person removed since stays readable, so its POST is refused and logged.
create table action_links (
  token_hash text primary key,
  person_id  text not null,
  run_id     text not null references runs (id),
  action     text not null check (action in ('approve', 'reject')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at    timestamptz
);
create index action_links_run on action_links (run_id);

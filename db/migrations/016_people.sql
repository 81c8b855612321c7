-- People who decide, review or read, with their role and how each channel knows them; the log of every change to
-- them; and the web inbox's sign-in: one-time links and the sessions they open. Tokens are stored as SHA-256 hashes
-- only, so a copy of the database signs nobody in.
create table people (
  id          text primary key,
  name        text not null,
  role        text not null check (role in ('owner', 'reviewer', 'viewer')),
  -- The goals a reviewer decides; owners decide every goal and viewers none, so theirs stay empty.
  goals       text[] not null default '{}',
  telegram_id text unique,
  slack_id    text unique,
  -- Whether this person's edits feed learning (an owner can turn a reviewer's off).
  teaches     boolean not null default true,
  created_at  timestamptz not null default now(),
  check (role = 'reviewer' or goals = '{}')
);
create unique index people_name on people (lower(name));

-- Who changed whom, how and when. No foreign key: the log outlives a removed person, and names them as they were.
create table people_changes (
  id          text primary key,
  person_id   text not null,
  person_name text not null,
  actor       text not null,
  change      text not null check (change in ('added', 'changed', 'removed', 'link', 'signed-in', 'signed-out')),
  detail      jsonb not null default '{}',
  created_at  timestamptz not null default now()
);
create index people_changes_person on people_changes (person_id, created_at);

create table sign_in_links (
  token_hash text primary key,
  person_id  text not null references people (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at    timestamptz
);
create index sign_in_links_person on sign_in_links (person_id);

create table web_sessions (
  token_hash text primary key,
  person_id  text not null references people (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index web_sessions_person on web_sessions (person_id) where revoked_at is null;

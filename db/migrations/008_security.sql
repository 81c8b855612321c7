-- The agent token a run came from (AGENT_TOKENS name): cards show it as the sender, agents read only their own runs.
alter table runs add column sender text;
create index runs_sender on runs (sender, created_at desc) where sender is not null;

-- Settings generated once and shared by every process on this database (the callback signing key).
create table if not exists settings (
  key text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

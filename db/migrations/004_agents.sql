-- Agents' side: what a run was drafted with, reminders, and decision callbacks through the publish outbox.
alter table runs add column context_rule_ids jsonb;
alter table runs add column context_feedback_ids jsonb;
alter table runs add column reminded_at timestamptz;
create index runs_pending_expiry on runs (expires_at) where status = 'pending' and expires_at is not null;

-- kind = 'publish' (the goal's publisher, counted by the limits) or 'callback' (the agent's callback_url).
alter table publications add column kind text not null default 'publish' check (kind in ('publish', 'callback'));
alter table publications add column event text;
create index publications_kind_run on publications (run_id, kind);

-- Publish outbox: a lease for the dispatcher (claimed_until) and a retry time that leaves the slot (scheduled_for) alone.
alter table publications add column claimed_until timestamptz;
alter table publications add column next_attempt_at timestamptz;
alter table publications add column publisher text;
alter table publications add column external_id text;
alter table publications add column cancelled_at timestamptz;
create index publications_run on publications (run_id);

-- Learning loop: retirement proposals point at the rule they would retire; rule text gets a trigram index for dedup.
alter table rules add column target_rule_id text references rules (id);
create index rules_text_trgm on rules using gin ((title || ' ' || body) gin_trgm_ops);
create index rules_evidence on rules using gin (evidence);
create unique index job_runs_one_running on job_runs (job) where status = 'running';

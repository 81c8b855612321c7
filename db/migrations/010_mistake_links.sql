-- The owner's answer to "the same mistake as one of these?" after an edit or a rejection: the correction is the same
-- mistake as another correction (same_as), as a rule's (rule_id), or a new one (both null). The nightly job groups
-- corrections the owner linked as one mistake, whatever words they share (learning/owner-names.ts).
create table mistake_links (
  feedback_id text primary key references feedback (id) on delete cascade,
  same_as     text references feedback (id) on delete set null,
  rule_id     text references rules (id) on delete set null,
  source      text not null,
  actor       text,
  created_at  timestamptz not null default now(),
  check (same_as is null or rule_id is null),
  check (same_as is null or same_as <> feedback_id)
);
create index mistake_links_same_as on mistake_links (same_as) where same_as is not null;

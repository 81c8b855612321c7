-- Trust ladder: per goal, manual approval until the owner says yes to auto-approval after a clean streak.
create table goal_trust (
  goal          text primary key,
  mode          text not null default 'manual' check (mode in ('manual', 'suggested', 'auto')),
  clean_streak  int not null default 0,
  suggested_at  timestamptz,
  decided_by    text,
  reason        text,
  updated_at    timestamptz not null default now()
);

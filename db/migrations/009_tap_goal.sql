-- A trust tap acts on a goal (not a run or rule); and every replay check looks a stored tap up by its event key.
alter table taps add column if not exists goal text;
create index if not exists taps_stored_event_key on taps (event_key) where outcome = 'stored';

-- A removed phrase is looked up by its words that say something: the words Postgres's English configuration keeps
-- ("the", "for", "about", "your" are left out). Keyed by every word, nearly every correction shared a key with any
-- draft, and a draft that repeated none of them read every row (200 ms at 50,000 corrections). A phrase of such words
-- alone is never a repeat (repeats.ts skips it). The draft's own keys are made by the same function.
create or replace function removed_keys(removed jsonb) returns text[] language sql immutable as $$
  select coalesce(array_agg(distinct left(w, 4)), '{}')
  from jsonb_array_elements_text(case when jsonb_typeof(removed) = 'array' then removed else '[]'::jsonb end) p,
       regexp_split_to_table(lower(p), '\s+') w
  where length(w) >= 2 and to_tsvector('english'::regconfig, w) <> ''::tsvector
$$;

-- The removed phrases as one stemmed query ("guaranteed tomorrow" <-> phrases, or'ed): a draft that shares a key is
-- then checked with one match against it, not by parsing each of its phrases again for every draft.
create function removed_query(removed jsonb) returns tsquery language plpgsql immutable as $$
declare
  q tsquery;
  p text;
begin
  for p in select jsonb_array_elements_text(case when jsonb_typeof(removed) = 'array' then removed else '[]'::jsonb end)
  loop
    if length(p) >= 3 and to_tsvector('english'::regconfig, p) <> ''::tsvector then
      q := case when q is null then phraseto_tsquery('english'::regconfig, p)
                else q || phraseto_tsquery('english'::regconfig, p) end;
    end if;
  end loop;
  return q;
end
$$;
alter table feedback add column removed_query tsquery generated always as (removed_query(edit_removed)) stored;
-- A stored generated column is computed again when its row is written: the keys, by the new function. The index is
-- built afresh after, and without GIN's pending list (fastupdate): with it, new rows' keys wait in a list that every
-- lookup reads in full until a vacuum, which PGlite never runs on its own (70 of a 73 ms lookup at 50,000 rows).
-- Corrections arrive at the pace of taps, so each insert paying for its own index entries costs nothing noticeable.
drop index feedback_removed_keys;
update feedback set edit_removed = edit_removed where edit_removed is not null;
create index feedback_removed_keys on feedback using gin (removed_keys) with (fastupdate = off);

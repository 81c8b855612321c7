-- What a removed phrase is looked up by in a new draft (db/queries/vectors.ts findContextCandidates): the first four
-- letters of each of its words, the whole word when shorter. Every phrase that can occur in a draft, as it was or in
-- another inflection, shares one with the draft's words, so the index finds those phrases without the query reading
-- every correction's phrases (a draft whose words begin many phrases read tens of thousands of them).
create function removed_keys(removed jsonb) returns text[] language sql immutable as $$
  select coalesce(array_agg(distinct left(w, 4)), '{}')
  from jsonb_array_elements_text(case when jsonb_typeof(removed) = 'array' then removed else '[]'::jsonb end) p,
       regexp_split_to_table(lower(p), '\s+') w
  where length(w) >= 2
$$;
alter table feedback add column removed_keys text[] generated always as (removed_keys(edit_removed)) stored;
create index feedback_removed_keys on feedback using gin (removed_keys);

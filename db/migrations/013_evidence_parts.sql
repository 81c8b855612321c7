-- One correction can show several mistakes (an edit that takes out a promise and the emoji): each is mined on its own
-- (learning/parts.ts) and backs its own rule. `evidence_parts` says, for a correction in `evidence` that backs this
-- rule with one of its parts only, which part ({"fb_…": "style:emoji removed"}); a correction not named here backs the
-- rule as a whole. A part that backs a rule is spent; the correction's other parts stay free for other rules.
alter table rules add column evidence_parts jsonb not null default '{}';

-- "Same mistake as that rule?": a candidate whose corrections look like an existing rule's evidence (one mistake said
-- in other words, or split in two by partly answered "same mistake?" questions) names that rule, and its card offers
-- one tap "Same mistake as that rule" beside Confirm, Reword and Reject (gateway/core/rule-decisions.ts, action
-- "merge"). alike_title is the rule's title as the owner read it on the card. A merged candidate is closed as rejected
-- with merged_into set: its corrections became that rule's evidence, so their mistake is the rule's from then on.
alter table rules add column alike_rule_id text references rules (id) on delete set null;
alter table rules add column alike_title text;
alter table rules add column merged_into text references rules (id) on delete set null;

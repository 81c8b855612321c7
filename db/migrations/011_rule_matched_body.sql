-- A candidate's body as the nightly job's phrase writer found it in the corrections, every recurring phrase listed
-- ("Avoid: week. Prefer: usually."), when the body shown to the owner and to agents keeps only what the rule's title
-- or the owner's reasons name. The rule is matched by it (which corrections are its evidence, which candidate is its
-- duplicate); nobody reads it. Null when the body is all there is, and from the moment the owner rewords the rule.
alter table rules add column matched_body text;

-- An idempotency key is its sender's own: the agent token's name, or the owner (no sender). An agent that sends a key
-- another sender used gets a run of its own, and is never told the other's run id.
drop index runs_idempotency_key;
create unique index runs_idempotency_key on runs (coalesce(sender, ''), idempotency_key) where idempotency_key is not null;

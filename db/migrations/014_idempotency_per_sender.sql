-- An idempotency key is its sender's own: the agent token's name, or the owner (no sender). One key across senders
-- let an agent that reused another's key be told that agent's run id; now it gets a run of its own.
drop index runs_idempotency_key;
create unique index runs_idempotency_key on runs (coalesce(sender, ''), idempotency_key) where idempotency_key is not null;

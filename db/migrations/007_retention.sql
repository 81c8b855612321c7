-- Retention and forget: when a run's texts were removed (the row, its counts and ratings stay).
alter table runs add column forgotten_at timestamptz;

// Stress setup: a failed scenario prints the seed that replays it (its report line is printed only on success).
import { beforeEach } from 'vitest';
import { SEED } from './random.ts';

beforeEach(({ onTestFailed, task }) => {
  onTestFailed(() => console.error(`[stress] "${task.name}" failed: STRESS_SEED=${SEED} replays it`));
});

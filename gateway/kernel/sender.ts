// Who sent a run, as cards show it: the agent token's name (what taploop knows) with the body's `agent` beside it
// (what the agent says it is). Without agent tokens only the agent's own label exists.
import type { Run } from '../../db/queries/runs.ts';

export function senderLabel(run: Pick<Run, 'agent' | 'sender'>): string | null {
  const { sender, agent } = run;
  if (sender && agent && agent !== sender) return `${sender} (says “${agent}”)`;
  return sender || agent || null;
}

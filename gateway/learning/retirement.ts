// Retirement: an active rule whose drafts keep being rejected or rewritten is proposed for retirement, never retired silently.
import { activeRuleOutcomes, insertRetirement, openRetirement } from '../../db/queries/learning.ts';
import { findRule } from '../../db/queries/rules.ts';
import { tellChannels } from '../channels.ts';
import type { GatewayDeps } from '../deps.ts';
import { newId } from '../ids.ts';

export async function proposeRetirements(deps: GatewayDeps, progress: (line: string) => void = () => {}): Promise<string[]> {
  const { retireMinRuns, retireShare } = deps.config.learning;
  const proposed: string[] = [];
  for (const o of await activeRuleOutcomes(deps.db)) {
    if (o.runs < retireMinRuns || o.overridden / o.runs < retireShare) continue;
    if (await openRetirement(deps.db, o.rule_id)) continue;
    const target = await findRule(deps.db, o.rule_id);
    if (!target) continue;
    const id = newId('rule');
    const share = Math.round((o.overridden / o.runs) * 100);
    await insertRetirement(deps.db, {
      id,
      target,
      evidence: o.overridden_feedback,
      note: `${o.overridden} of the ${o.runs} drafts written with this rule since it became active were rejected or substantially edited (${share}%). Retire it?`,
    });
    proposed.push(id);
    progress(`  retirement proposed for "${target.title}" (${o.overridden}/${o.runs} overridden)`);
    const proposal = await findRule(deps.db, id);
    if (proposal) await tellChannels(deps.channels, deps.logger, 'ruleProposed', (c) => c.ruleProposed?.(proposal));
  }
  return proposed;
}

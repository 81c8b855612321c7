// The daily digest: yesterday's decisions and who made them, its taps and what became of them (loudly when some were
// not stored), and what waits.
import { listRules } from '../../db/queries/rules.ts';
import { tellChannels } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import type { Digest } from '../kernel/model.ts';
import { personCountsText } from '../kernel/person-counts.ts';
import { notStoredWarning, tapsText } from '../kernel/tap-outcomes.ts';
import { getStats } from './stats.ts';

export type { Digest } from '../kernel/model.ts';

export async function buildDigest(deps: GatewayDeps, now = new Date()): Promise<Digest> {
  const stats = await getStats(deps, { days: 2, now });
  const yesterday = stats.days[0]!;
  const candidates = (await listRules(deps.db, { status: 'candidate' })).map((r) => ({
    id: r.id,
    title: r.title,
    goal: r.goal,
  }));
  const warning = notStoredWarning(yesterday.taps, 'yesterday');
  const digest = {
    day: yesterday.day,
    timezone: stats.timezone,
    yesterday,
    pending_drafts: stats.pending_drafts,
    queued_publications: stats.queued_publications,
    candidates,
    warning,
  };
  return { ...digest, text: renderDigest(digest) };
}

export function renderDigest(d: Omit<Digest, 'text'>): string {
  const y = d.yesterday;
  return [
    ...(d.warning ? [d.warning, ''] : []),
    `taploop digest for ${d.day} (${d.timezone})`,
    `Approved ${y.approvals} · edited ${y.edits} · rejected ${y.rejections}${y.expired ? ` · expired ${y.expired}` : ''}`,
    ...y.people.map((p) => `  ${personCountsText(p)}`),
    `Taps: ${tapsText(y.taps)}`,
    `Waiting: ${d.pending_drafts} draft(s) to decide, ${d.queued_publications} publication(s) queued`,
    d.candidates.length
      ? `Rules waiting for your yes (${d.candidates.length}): ${d.candidates
          .slice(0, 5)
          .map((c) => `"${c.title}"`)
          .join(', ')}${d.candidates.length > 5 ? ', …' : ''}`
      : 'No rules waiting for your yes.',
  ].join('\n');
}

export async function sendDigest(deps: GatewayDeps, now = new Date()): Promise<Digest> {
  const digest = await buildDigest(deps, now);
  await tellChannels(deps, 'digest', (c) => c.digest?.(digest));
  deps.logger.info('digest sent', { day: digest.day, warning: digest.warning !== null });
  return digest;
}

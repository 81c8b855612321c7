// checkDraft(): which active rules and past corrections a draft likely repeats, each with the span that triggers it.
import { listActiveRulesFor } from '../../db/queries/rules.ts';
import { listEvidenceRows, type SimilarCorrection } from '../../db/queries/vectors.ts';
import type { GatewayDeps } from '../core/deps.ts';
import type { CheckInput } from '../core/schemas.ts';
import { recallWithKept } from './context.ts';
import { type Recalled, repeatOf } from './recall.ts';
import {
  applyReplacement,
  type KeptSentences,
  type Replacement,
  replacements,
  type Span,
  wordLine,
} from './repeats.ts';

export interface CheckedRule {
  id: string;
  title: string;
  body: string;
  span: Span;
  /** The phrase of the rule or of its evidence that the draft repeats. */
  matched: string;
}

export interface CheckedCorrection {
  feedback_id: string;
  run_id: string;
  kind: 'edit' | 'reject';
  at: Date;
  reason: string | null;
  span: Span;
  /** What the owner removed (an edit) or rejected (a sentence of the rejected draft). */
  removed: string;
  /** What the owner put in its place, for an edit ('' = deleted); null for a rejection. */
  replaced_with: string | null;
  /** The draft with the owner's same replacement made, when the removed text occurs in it as it was. */
  fixed_text: string | null;
}

export interface CheckResult {
  goal: string;
  rules: CheckedRule[];
  corrections: CheckedCorrection[];
}

const FORBIDS = /\b(avoid|never|don['’]?t|do not|no|not|stop|remove|drop|without|instead of|cut)\b[^.;\n]*$/i;
// A quotation mark opens after no letter and closes before none: the apostrophe of "Don't" opens nothing.
const QUOTED = /(?<![\p{L}\p{N}])["'“‘]([^"'”’]{2,60})["'”’](?![\p{L}\p{N}])/gu;

export async function checkDraft(deps: GatewayDeps, input: CheckInput): Promise<CheckResult> {
  const draft = input.draft;
  const { recalled, kept } = await recallWithKept(deps, {
    goal: input.goal,
    task: input.task?.trim() || null,
    draft,
    k: deps.config.context.k || 5,
  });
  const corrections = recalled.filter((r) => r.repeat).map((r) => checkedCorrection(r, draft));
  const rules = await checkRules(deps, input.goal, draft, kept);
  return { goal: input.goal, rules, corrections };
}

function checkedCorrection({ row, repeat }: Recalled, draft: string): CheckedCorrection {
  const edit = row.rating === 0 && row.correction !== null;
  const fix = edit ? fixFor(row, draft) : null;
  // Repeated in other words, nothing can be applied; the owner's edit is still quoted as they wrote it.
  const said = fix ?? (edit ? editAsWritten(row, repeat!.removed) : null);
  return {
    feedback_id: row.id,
    run_id: row.run_id,
    kind: edit ? 'edit' : 'reject',
    at: row.created_at,
    reason: row.reason,
    span: fix?.span ?? repeat!.span,
    removed: said?.from ?? repeat!.removed,
    replaced_with: said ? said.to : null,
    fixed_text: fix?.text ?? null,
  };
}

/** The edit's replacement (as written, with what was put instead) that holds the removed words a repeat found. */
function editAsWritten(row: Pick<SimilarCorrection, 'draft' | 'correction'>, removed: string): Replacement | null {
  if (row.correction === null) return null;
  return replacements(row.draft, row.correction).find((r) => wordLine(r.from).includes(` ${removed} `)) ?? null;
}

/** The owner's own replacement from that edit, made in this draft where the removed text occurs as it was. */
export function fixFor(
  row: Pick<SimilarCorrection, 'draft' | 'correction'>,
  draft: string,
): { from: string; to: string; text: string; span: Span } | null {
  if (row.correction === null) return null;
  for (const r of replacements(row.draft, row.correction)) {
    const applied = applyReplacement(draft, r);
    if (applied) return { ...r, ...applied };
  }
  return null;
}

/** A rule is triggered by a phrase it quotes, or by a draft that repeats one of the corrections it was learned from. */
async function checkRules(deps: GatewayDeps, goal: string, draft: string, kept: KeptSentences): Promise<CheckedRule[]> {
  const rules = await listActiveRulesFor(deps.db, goal, deps.config.context.maxRules);
  const evidence = new Map(
    (
      await listEvidenceRows(
        deps.db,
        rules.flatMap((r) => r.evidence),
      )
    ).map((e) => [e.id, e]),
  );
  const lower = draft.toLowerCase();
  const out: CheckedRule[] = [];
  for (const rule of rules) {
    let hit: { span: Span; matched: string } | null = null;
    const text = `${rule.title}\n${rule.body}`;
    for (const m of text.matchAll(QUOTED)) {
      // Only a phrase the rule forbids ('Avoid "guaranteed"'), not one it recommends ('Say "usually"').
      if (!FORBIDS.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      const phrase = m[1]!.trim();
      const at = lower.indexOf(phrase.toLowerCase());
      if (/[\p{L}\p{N}]/u.test(phrase) && at >= 0) {
        hit = {
          span: { start: at, end: at + phrase.length, text: draft.slice(at, at + phrase.length) },
          matched: phrase,
        };
        break;
      }
    }
    for (const id of hit ? [] : rule.evidence) {
      const row = evidence.get(id);
      const repeat = row && repeatOf(row, draft, kept);
      if (repeat) {
        hit = { span: repeat.span, matched: repeat.removed };
        break;
      }
    }
    if (hit) out.push({ id: rule.id, title: rule.title, body: rule.body, ...hit });
  }
  return out;
}

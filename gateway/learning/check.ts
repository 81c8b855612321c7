// checkDraft(): which active rules and past corrections a draft likely repeats, each with the span that triggers it.
import { listActiveRulesFor } from '../../db/queries/rules.ts';
import { listEvidenceRows, type SimilarCorrection } from '../../db/queries/vectors.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import type { CheckInput } from '../kernel/schemas.ts';
import { asWritten, type Change, changesOf, hasWords } from './changes.ts';
import { recallWithKept } from './context.ts';
import { asPart, partByKey } from './parts.ts';
import { type Recalled, repeatOf } from './recall.ts';
import { applyReplacement, type KeptSentences, type Span, sentences, wordLine } from './repeats.ts';

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
  /** The goal it was made in: another goal's when the mistake is one in any goal (a promise is a promise). */
  goal: string;
  kind: 'edit' | 'reject';
  at: Date;
  reason: string | null;
  span: Span;
  /** What the owner removed (an edit) or rejected (a sentence of the rejected draft), as the draft had it. */
  removed: string;
  /** What the owner wrote in its place ('' = deleted); null for a rejection, or a repeat of their reason's words. */
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
  const change = fix ?? (edit ? changeHolding(row, repeat!.removed) : null);
  return {
    feedback_id: row.id,
    run_id: row.run_id,
    goal: row.goal,
    kind: edit ? 'edit' : 'reject',
    at: row.created_at,
    reason: row.reason,
    span: fix?.span ?? repeat!.span,
    removed: change?.removed ?? asTheOwnerWroteIt(row, repeat!.removed),
    replaced_with: change ? change.wrote : null,
    fixed_text: fix?.text ?? null,
  };
}

/** The edit's change (as written) holding the words a repeat found: saying them in a row, else sharing most of them. */
export function changeHolding(row: Pick<SimilarCorrection, 'draft' | 'correction'>, found: string): Change | null {
  if (row.correction === null) return null;
  const changes = changesOf(row.draft, row.correction).filter((c) => hasWords(c.removed));
  const line = ` ${wordLine(found).trim()} `;
  const exact = changes.find((c) => wordLine(c.removed).includes(line));
  if (exact) return exact;
  const want = new Set(wordLine(found).trim().split(' '));
  const shared = (c: Change) =>
    wordLine(c.removed)
      .trim()
      .split(' ')
      .filter((w) => want.has(w)).length;
  const best = [...changes].sort((a, b) => shared(b) - shared(a))[0];
  return best && shared(best) > 0 ? best : null;
}

/** What a repeat found, quoted as the owner's texts have it; else the draft's sentence sharing most of its words. */
export function asTheOwnerWroteIt(row: Pick<SimilarCorrection, 'draft' | 'reason'>, found: string): string {
  const texts = [row.draft, ...(row.reason ? [row.reason] : [])];
  if (texts.some((t) => t.includes(found))) return found;
  const written = asWritten(found, texts);
  if (written) return written;
  const want = new Set(wordLine(found).trim().split(' '));
  const shared = (s: string) =>
    wordLine(s)
      .trim()
      .split(' ')
      .filter((w) => want.has(w)).length;
  return [...sentences(row.draft)].sort((a, b) => shared(b.text) - shared(a.text))[0]?.text ?? row.draft;
}

/** The owner's own change from that edit (a sentence or a phrase), made where its removed text occurs as it was. */
export function fixFor(
  row: Pick<SimilarCorrection, 'draft' | 'correction'>,
  draft: string,
): (Change & { text: string; span: Span }) | null {
  if (row.correction === null) return null;
  for (const c of changesOf(row.draft, row.correction)) {
    if (!hasWords(c.removed)) continue;
    const applied = applyReplacement(draft, { from: c.removed, to: c.wrote });
    if (applied) return { ...c, ...applied };
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
      // Only the part of the correction the rule rests on: "No emojis" is not about a promise cut in the same edit.
      const part = row && rule.evidence_parts[id] ? partByKey(row, rule.evidence_parts[id]!) : null;
      const repeat = row && repeatOf(part ? asPart(row, part) : row, draft, kept);
      if (row && repeat) {
        hit = {
          span: repeat.span,
          matched: changeHolding(row, repeat.removed)?.removed ?? asTheOwnerWroteIt(row, repeat.removed),
        };
        break;
      }
    }
    if (hit) out.push({ id: rule.id, title: rule.title, body: rule.body, ...hit });
  }
  return out;
}

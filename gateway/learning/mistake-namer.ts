// Names of mistakes: what a correction corrects, in a few words ("promises a result"). Corrections of one mistake
// rarely share words; a namer that reads them together (an LLM, `LLM_NAMES_MISTAKES=true`, llm.ts: one call per goal
// per night) says they are one mistake. The nightly job groups on its names first and on words where it gave none; the
// eval measures what names give (`npm run eval -- --namer oracle`).

export interface NameableCorrection {
  id: string;
  task?: string | null;
  draft: string;
  rating: -1 | 0 | 1;
  reason: string | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
  /** The rule it is evidence of, when it is (the nightly job names a rule's evidence beside the new corrections). */
  rule_id?: string | null;
}

export interface MistakeNamer {
  /** The name of each correction's mistake, by id; a correction it cannot name is left out. */
  name(goal: string, items: readonly NameableCorrection[]): Promise<ReadonlyMap<string, string>>;
}

// Names of mistakes: what a correction corrects, said in a few words ("promises a result", "shares a client's
// name"). Corrections of one mistake rarely share words ("check the diary first" / "don't give away a slot we don't
// have"); a namer that reads them, such as an LLM reading a goal's corrections together, says they are one mistake.
// When a namer is set, the nightly job groups on its names first and on the corrections' words only where it gave
// none. The built-in one is an LLM (`LLM_NAMES_MISTAKES=true`, llm.ts): one call per goal per night names the
// goal's corrections together, so one mistake gets one name. The eval measures what names give
// (`npm run eval -- --namer oracle`); no model's naming was measured here.

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

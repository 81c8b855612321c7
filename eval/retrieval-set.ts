// The shape of a retrieval set (eval/sets/retrieval-*.json): past decisions stored first (the memory), then questions an
// agent asks.

/** One past decision on a draft, stored through the gateway before any question is asked. */
export interface Remembered {
  goal: string;
  task: string;
  draft: string;
  /** The owner's move; `approve` rows are stored too (they are never recallable, but they are there). */
  owner:
    | { action: 'edit'; text: string; reason?: string }
    | { action: 'reject'; reason: string }
    | { action: 'approve' };
  /** The mistake this correction is about; null for approvals and one-off edits (noise). */
  mistake: string | null;
}

/**
 * A question to GET /v1/context. `mistake` names the class whose past corrections are relevant (same
 * situation or same mistake); null when no past correction is relevant and the right answer is none.
 * `draftOnly`: the task alone does not point at the mistake (a new situation); only the draft does, so
 * queried with the task alone the right answer is none.
 */
export interface Question {
  goal: string;
  task: string;
  draft: string;
  mistake: string | null;
  draftOnly?: boolean;
  /** What kind of question it is, for the report's breakdown. */
  kind: 'reworded' | 'no shared words' | 'new situation, same mistake' | 'no past mistake' | 'unrelated';
}

export interface RetrievalSet {
  name: string;
  /** Who wrote it, its business and its role (held-out, dev or tuning). */
  about: string;
  /** What each mistake class is, by its id. */
  mistakes?: Record<string, string>;
  memory: Remembered[];
  questions: Question[];
}

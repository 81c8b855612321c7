// The embedding provider contract: every row stores the model that produced its vector.

export interface EmbeddingProvider {
  /** Stored with each vector; only vectors of the current model are ever compared. */
  readonly model: string;
  /** Length of every vector this provider returns. */
  readonly dimensions: number;
  /** Minimum cosine similarity at which two texts count as "similar" for this provider. */
  readonly threshold: number;
  /**
   * Recall settings chosen for this provider's own scale of cosines, over recall.ts RECALL (chosen for the offline
   * default). A sentence encoder puts paraphrases and unrelated texts at other levels than averaged word vectors.
   */
  readonly recall?: ScaleSettings;
  /**
   * One vector per input text, in order. `null` for text that carries no meaning
   * (blank, stop words only, emoji only): such text matches nothing.
   * Vectors are L2-normalised.
   */
  embed(texts: readonly string[]): Promise<(number[] | null)[]>;
}

/**
 * The settings of recall.ts RecallSettings that depend on the provider's scale (meanings there): cosines, and how far
 * a situation must stand out from the goal's background, which is spread differently by each model.
 */
export interface ScaleSettings {
  draftThreshold?: number;
  sentenceThreshold?: number;
  kindSimilarity?: number;
  minZ?: number;
  minZWithDraft?: number;
}

// The embedding provider contract: every row stores the model that produced its vector.

export interface EmbeddingProvider {
  /** Stored with each vector; only vectors of the current model are ever compared. */
  readonly model: string;
  /** Length of every vector this provider returns. */
  readonly dimensions: number;
  /** Minimum cosine similarity at which two texts count as "similar" for this provider. */
  readonly threshold: number;
  /** Recall settings for this provider's own scale of cosines, over recall.ts RECALL (set for the offline default). */
  readonly recall?: ScaleSettings;
  /**
   * One L2-normalised vector per text, in order; `null` for text that carries no meaning (blank, stop words only,
   * emoji only): such text matches nothing.
   */
  embed(texts: readonly string[]): Promise<(number[] | null)[]>;
}

/** The RecallSettings that depend on a provider's scale: its cosines, and how its goal backgrounds spread. */
export interface ScaleSettings {
  draftThreshold?: number;
  sentenceThreshold?: number;
  kindSimilarity?: number;
  minZ?: number;
  minZWithDraft?: number;
}

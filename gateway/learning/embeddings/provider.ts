// The embedding provider contract: every row stores the model that produced its vector.

export interface EmbeddingProvider {
  /** Stored with each vector; only vectors of the current model are ever compared. */
  readonly model: string;
  /** Length of every vector this provider returns. */
  readonly dimensions: number;
  /** Minimum cosine similarity at which two texts count as "similar" for this provider. */
  readonly threshold: number;
  /**
   * One vector per input text, in order. `null` for text that carries no meaning
   * (blank, stop words only, emoji only): such text matches nothing.
   * Vectors are L2-normalised.
   */
  embed(texts: readonly string[]): Promise<(number[] | null)[]>;
}

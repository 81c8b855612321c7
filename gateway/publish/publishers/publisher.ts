// The publisher contract: adding a publisher is one file that implements this and one line in index.ts.

export interface PublishRequest {
  publicationId: string;
  runId: string;
  goal: string;
  target: string | null;
  text: string;
  /** The run id: a publisher that honours it makes publishing exactly-once across retries. */
  idempotencyKey: string;
  attempt: number;
  /** The earliest an attempt could have sent it (the publication's slot): a retry that looks for an earlier post looks from here. */
  notBefore?: Date;
  /** The agent token's name that sent the run (null: the owner or a local caller); a callback is signed with its key. */
  sender?: string | null;
}

export interface Publisher {
  readonly type: string;
  /** Resolves when the text is out; throws to have the dispatcher retry. */
  publish(req: PublishRequest): Promise<{ externalId?: string | null }>;
}

/** A failed HTTP call to a publishing target; its message is safe to show the owner. */
export class PublishError extends Error {
  override readonly name = 'PublishError';
  constructor(
    message: string,
    readonly status?: number,
    /** Retrying cannot help (e.g. the outbound policy refuses the URL): the dispatcher gives up at once. */
    readonly permanent = false,
  ) {
    super(message);
  }
}

export const PUBLISH_TIMEOUT_MS = 10_000;

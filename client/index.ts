// TaploopClient: an agent's typed way to a running taploop over HTTP — context, submit, wait, rules, stats.
// Server modules are imported as types only, so this file pulls no server code (nor zod) at run time;
// the gateway validates every input and its 400 names each bad field (TaploopError.details).

import type { ExportAnswer, ExportInput, ExportSummary, ForgetAnswer, ReleaseAnswer } from './data-types.ts';
import { TaploopError } from './error.ts';
import type {
  PeopleAnswer,
  PersonAnswer,
  PersonChangesInput,
  PersonInput,
  RemovedPersonAnswer,
  SignedOutAnswer,
  SignInLinkAnswer,
} from './people-types.ts';
import type {
  CheckAnswer,
  CheckInput,
  ContextAnswer,
  ContextInput,
  DecisionAnswer,
  DecisionInput,
  ErrorAnswer,
  GoalAnswer,
  MistakeAnswerInput,
  MistakeQuestionAnswer,
  NightlyAnswer,
  PublicationAnswer,
  PublicationsFilter,
  RuleAnswer,
  RulesFilter,
  RunAnswer,
  StatsAnswer,
  StatsInput,
  SubmitRunAnswer,
  SubmitRunInput,
  UndoAnswer,
  UndoInput,
  UnnamedAnswer,
} from './types.ts';

export type * from './data-types.ts';
export { TaploopError } from './error.ts';
export type * from './people-types.ts';
export type * from './types.ts';

export interface TaploopClientOptions {
  /** Where taploop runs, e.g. http://127.0.0.1:8787. */
  baseUrl: string;
  /**
   * Sent as `Authorization: Bearer`: an agent's own token (AGENT_TOKENS on the gateway; submit, context, check,
   * its own runs) or the owner token (TAPLOOP_OWNER_TOKEN; everything). Omit it when the gateway has no tokens.
   */
  token?: string | null;
  fetch?: typeof globalThis.fetch;
  /** How long one submit attempt may take before it is retried with the same idempotency key (default 30 s). */
  submitTimeoutMs?: number;
  /** Retries of a submit after a timeout, a dropped connection or a 502/503/504 (default 3). */
  submitRetries?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

type Query = Record<string, string | number | null | undefined>;

// One long poll stays well under undici's 300 s headers timeout and the gateway's own 300 s cap.
const LONG_POLL_SECONDS = 55;
// A wait whose server went away asks again after these pauses (doubling): a restart is back within seconds.
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 2_000;

export class TaploopClient {
  readonly baseUrl: string;
  readonly #token: string | null;
  readonly #fetch: typeof globalThis.fetch;
  readonly #submitTimeoutMs: number;
  readonly #submitRetries: number;
  /** Has the gateway ever answered this client (any status)? Until it has, "unreachable" means not running. */
  #answered = false;

  constructor(options: TaploopClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#token = options.token ?? null;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#submitTimeoutMs = options.submitTimeoutMs ?? 30_000;
    this.#submitRetries = options.submitRetries ?? 3;
  }

  /**
   * Submits a draft for the owner to approve, reject or edit. Pass the `context_id` the draft was written with.
   * One idempotency key per call (yours in `idempotency_key`, else a fresh one), reused when the call is retried
   * after a timeout or a dropped connection, so a draft the gateway already stored is never stored twice.
   */
  async submit(input: SubmitRunInput, opts: CallOptions = {}): Promise<SubmitRunAnswer> {
    const body = { ...input, idempotency_key: input.idempotency_key ?? crypto.randomUUID() };
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(this.#submitTimeoutMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      try {
        return await this.#json<SubmitRunAnswer>('POST', '/v1/runs', { body, signal });
      } catch (err) {
        if (opts.signal?.aborted || attempt >= this.#submitRetries || !retryable(err, timeout)) throw err;
        await new Promise((ok) => setTimeout(ok, 250 * 2 ** attempt));
      }
    }
  }

  /** Active rules for the goal and the past corrections most similar to the task, with a ready-to-paste `text`. */
  context(input: ContextInput, opts?: CallOptions): Promise<ContextAnswer> {
    return this.#json('GET', '/v1/context', { query: input, ...opts });
  }

  /** Which active rules and past corrections this draft likely repeats, each with the span of the draft that triggers it. */
  check(input: CheckInput, opts?: CallOptions): Promise<CheckAnswer> {
    return this.#json('POST', '/v1/check', { body: input, ...opts });
  }

  /** Owner only: "the same mistake as one of these?" about an edit or rejection (its decision id). */
  mistakeQuestion(decisionId: string, opts?: CallOptions): Promise<MistakeQuestionAnswer> {
    return this.#json('GET', `/v1/decisions/${encodeURIComponent(decisionId)}/mistake`, opts);
  }

  /** Owner only: the answer, one of `{ same_as }`, `{ rule_id }` or `{ new: true }`; it replaces an earlier one. */
  answerMistake(decisionId: string, answer: MistakeAnswerInput, opts?: CallOptions): Promise<MistakeQuestionAnswer> {
    return this.#json('POST', `/v1/decisions/${encodeURIComponent(decisionId)}/mistake`, { body: answer, ...opts });
  }

  /** Owner only: the week's edits and rejections not named yet, each with its question now (newest first). */
  unnamedQuestions(query: { limit?: number } = {}, opts?: CallOptions): Promise<UnnamedAnswer> {
    return this.#json('GET', '/v1/decisions/unnamed', { query, ...opts });
  }

  getRun(runId: string, opts?: CallOptions): Promise<RunAnswer> {
    return this.#json('GET', `/v1/runs/${encodeURIComponent(runId)}`, opts);
  }

  /**
   * Resolves once the run is decided (any status but `pending`), or with the still-pending run when
   * `timeoutSeconds` pass. Long-polls `GET /v1/runs/:id?wait=N` in slices of `sliceSeconds` (55 by default), so no
   * single request idles too long; `onPending` hears of each slice that ended with the run still pending.
   *
   * A server this client has never reached is not running: that error comes at once. One that has answered before
   * and then goes away (a restart), or answers 502/503/504, is waited out while the time lasts, asking again after
   * 0.5 s, then 1 s, then every 2 s; when the time runs out the wait ends with the run as last seen, still pending.
   */
  async waitForDecision(
    runId: string,
    {
      timeoutSeconds,
      sliceSeconds = LONG_POLL_SECONDS,
      onPending,
      signal,
    }: {
      timeoutSeconds: number;
      sliceSeconds?: number;
      onPending?: (run: RunAnswer) => void | Promise<void>;
    } & CallOptions,
  ): Promise<RunAnswer> {
    const deadline = Date.now() + Math.max(0, timeoutSeconds) * 1000;
    let last: RunAnswer | null = null;
    let pause = RECONNECT_FIRST_MS;
    for (;;) {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      const wait = Math.min(sliceSeconds, Math.max(0, left));
      let run: RunAnswer;
      try {
        run = await this.#json<RunAnswer>('GET', `/v1/runs/${encodeURIComponent(runId)}`, {
          query: { wait: wait || undefined },
          signal,
        });
      } catch (err) {
        if (signal?.aborted || !this.#answered || !unavailable(err)) throw err;
        const rest = deadline - Date.now();
        if (rest <= 0) {
          if (last) return last;
          throw err;
        }
        await pauseFor(Math.min(pause, rest), signal);
        pause = Math.min(pause * 2, RECONNECT_MAX_MS);
        continue;
      }
      last = run;
      pause = RECONNECT_FIRST_MS;
      if (run.status !== 'pending' || Date.now() >= deadline) return run;
      await onPending?.(run);
    }
  }

  /** Decides a run as the owner would from a channel (source `api`). */
  decide(runId: string, body: DecisionInput, opts?: CallOptions): Promise<DecisionAnswer> {
    return this.#json('POST', `/v1/runs/${encodeURIComponent(runId)}/decision`, { body, ...opts });
  }

  /** Takes back an approval before it is published; the run is pending again. */
  undo(runId: string, body: UndoInput = {}, opts?: CallOptions): Promise<UndoAnswer> {
    return this.#json('POST', `/v1/runs/${encodeURIComponent(runId)}/undo`, { body, ...opts });
  }

  /** Rules, candidates first; with `goal`, the goal's own rules and the rules for every goal. */
  async rules(filter: RulesFilter = {}, opts?: CallOptions): Promise<RuleAnswer[]> {
    return (await this.#json<{ rules: RuleAnswer[] }>('GET', '/v1/rules', { query: filter, ...opts })).rules;
  }

  /** The goal's active rules as a Markdown file, for agents that read AGENTS.md / CLAUDE.md-style files. */
  async rulesMarkdown(goal: string, opts?: CallOptions): Promise<string> {
    return (await this.#request('GET', '/v1/rules.md', { query: { goal }, ...opts })).text();
  }

  stats(input: StatsInput = {}, opts?: CallOptions): Promise<StatsAnswer> {
    return this.#json('GET', '/v1/stats/daily', { query: input, ...opts });
  }

  /** Each goal's publishing limits, today's usage and next free slot. */
  async goals(opts?: CallOptions): Promise<GoalAnswer[]> {
    return (await this.#json<{ goals: GoalAnswer[] }>('GET', '/v1/goals', opts)).goals;
  }

  /** The publish outbox, latest slot first. */
  async publications(filter: PublicationsFilter = {}, opts?: CallOptions): Promise<PublicationAnswer[]> {
    return (
      await this.#json<{ publications: PublicationAnswer[] }>('GET', '/v1/publications', {
        query: { ...filter },
        ...opts,
      })
    ).publications;
  }

  /** Streams runs and decisions as taploop JSONL, preference pairs or CSV (owner only); memory stays flat on both ends. */
  async export(input: ExportInput = {}, opts?: CallOptions): Promise<ExportAnswer> {
    const res = await this.#request('GET', '/v1/export', { query: { ...input }, ...opts });
    const header = res.headers.get('taploop-export-summary');
    return { summary: header ? (JSON.parse(header) as ExportSummary) : null, body: res.body ?? new Blob([]).stream() };
  }

  /** Runs the nightly learning job now (status `skipped` when one is already running), with its progress lines. */
  nightly(opts?: CallOptions): Promise<NightlyAnswer> {
    return this.#json('POST', '/v1/jobs/nightly', opts);
  }

  /** Removes every stored copy of a run's texts at once (owner only); counts, ratings and rules stay. */
  forget(runId: string, opts?: CallOptions): Promise<ForgetAnswer> {
    return this.#json('DELETE', `/v1/runs/${encodeURIComponent(runId)}`, opts);
  }

  /** Lets a restored copy send (owner only): its queued cards, publications and callbacks go out, its bots take over. */
  release(opts?: CallOptions): Promise<ReleaseAnswer> {
    return this.#json('POST', '/v1/release', opts);
  }

  /** Everyone who may decide, review or read, in the order they were added (owner only). */
  async people(opts?: CallOptions): Promise<PersonAnswer[]> {
    return (await this.#json<PeopleAnswer>('GET', '/v1/people', opts)).people;
  }

  /** Adds a person (owner only): a name, a role, a reviewer's goals, their Telegram and Slack user ids. */
  addPerson(input: PersonInput, opts?: CallOptions): Promise<PersonAnswer> {
    return this.#json('POST', '/v1/people', { body: input, ...opts });
  }

  /** Changes what is given of a person, by name or id (owner only). */
  changePerson(name: string, changes: PersonChangesInput, opts?: CallOptions): Promise<PersonAnswer> {
    return this.#json('PATCH', `/v1/people/${encodeURIComponent(name)}`, { body: changes, ...opts });
  }

  /** Removes a person with their sign-in links and sessions (owner only). */
  removePerson(name: string, opts?: CallOptions): Promise<RemovedPersonAnswer> {
    return this.#json('DELETE', `/v1/people/${encodeURIComponent(name)}`, opts);
  }

  /** A one-time link that signs the person in to the web inbox, valid for minutes (owner only). */
  signInLink(name: string, opts?: CallOptions): Promise<SignInLinkAnswer> {
    return this.#json('POST', `/v1/people/${encodeURIComponent(name)}/sign-in-link`, opts);
  }

  /** Ends every web inbox session of the person (owner only). */
  signOutEverywhere(name: string, opts?: CallOptions): Promise<SignedOutAnswer> {
    return this.#json('POST', `/v1/people/${encodeURIComponent(name)}/sign-out`, opts);
  }

  /** A consistent snapshot of every table as gzip'd JSONL (owner only), for `taploop restore`. */
  async backup(opts?: CallOptions): Promise<ReadableStream<Uint8Array>> {
    const res = await this.#request('GET', '/v1/backup', opts ?? {});
    return res.body ?? new Blob([]).stream();
  }

  /** True when the gateway answers /healthz (it needs no token). */
  async health(opts?: CallOptions): Promise<boolean> {
    try {
      return (await this.#request('GET', '/healthz', opts ?? {})).ok;
    } catch (err) {
      if (err instanceof TaploopError) return false;
      throw err;
    }
  }

  async #json<T>(method: string, path: string, opts: { body?: unknown; query?: Query } & CallOptions = {}): Promise<T> {
    return (await (await this.#request(method, path, opts)).json()) as T;
  }

  async #request(
    method: string,
    path: string,
    opts: { body?: unknown; query?: Query } & CallOptions,
  ): Promise<Response> {
    const url = `${this.baseUrl}${path}${queryString(opts.query)}`;
    let res: Response;
    try {
      res = await this.#fetch(url, {
        method,
        signal: opts.signal,
        headers: {
          ...(opts.body !== undefined && { 'content-type': 'application/json' }),
          ...(this.#token && { authorization: `Bearer ${this.#token}` }),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
    } catch (err) {
      if (opts.signal?.aborted) throw err; // a cancellation (the caller's, or submit's timeout), not an outage
      throw new TaploopError(
        0,
        'unreachable',
        `taploop is not running at ${this.baseUrl} (${causeOf(err)}) — start it ("taploop start", or "npm start" in its folder), or set TAPLOOP_URL`,
      );
    }
    this.#answered = true;
    if (res.ok) return res;
    const answer = (await res.json().catch(() => null)) as Partial<ErrorAnswer> | null;
    if (answer?.error?.message)
      throw new TaploopError(res.status, answer.error.code ?? 'http_error', answer.error.message, answer.error.details);
    throw new TaploopError(
      res.status,
      'http_error',
      `taploop answered ${res.status} ${res.statusText} to ${method} ${path}`,
    );
  }
}

/** A timeout, a dropped connection or a gateway that is briefly unavailable: worth the same request again. */
function retryable(err: unknown, timeout: AbortSignal): boolean {
  return timeout.aborted || unavailable(err);
}

/** No answer at all (refused, reset), or a gateway that is briefly unavailable (502/503/504). */
function unavailable(err: unknown): boolean {
  return (
    err instanceof TaploopError && (err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504)
  );
}

/** Waits `ms`, or rejects at once with the signal's reason when it aborts. */
function pauseFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((ok, fail) => {
    if (signal?.aborted) return fail(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      fail(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      ok();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}

// fetch failures hide the reason (ECONNREFUSED, ENOTFOUND) in `cause`.
function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err as Error)?.message ?? String(err);
}

// GET /metrics (Prometheus text format, prom-client). Two kinds of numbers, on purpose:
// - from the database at scrape time (taps, decisions, pending drafts, the outbox, job runs): exact across every
//   process sharing the database, and they survive a restart;
// - in this process only (context and check latency histograms, channel delivery failures): what only this process
//   sees; sum them across processes in Prometheus.
// prom-client (with @opentelemetry/api, ~100 modules) loads at the first scrape or latency sample, not at start: until
// then these numbers wait in plain counters here.
import type { Registry } from 'prom-client';
import type { Queryable } from '../../db/client.ts';
import { decisionCounts, jobCounts, pendingDrafts, publicationCounts, tapCounts } from '../../db/queries/metrics.ts';
import { OUTCOME_NAMES } from './tap-outcomes.ts';

type PromClient = typeof import('prom-client');
let promClient: Promise<PromClient> | null = null;
// A CommonJS package: Node gives its exports by name and as default, the bundle (scripts/bundle-cli.mjs) only as default.
const loadPromClient = () =>
  (promClient ??= import('prom-client').then((m) => (m as { default?: PromClient }).default ?? m));

/** Prometheus text format 0.0.4, what prom-client's Registry answers with. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Process-wide: card deliveries to a channel (Telegram, Slack, web) that threw, by channel and event. */
const deliveryFailures = new Map<string, { channel: string; event: string; n: number }>();
export const channelDeliveryFailures = {
  inc(labels: { channel: string; event: string }) {
    const key = `${labels.channel}\u0000${labels.event}`;
    const seen = deliveryFailures.get(key);
    if (seen) seen.n++;
    else deliveryFailures.set(key, { ...labels, n: 1 });
  },
};

const DECISION_KIND = { 1: 'approve', 0: 'edit', [-1]: 'reject' } as const;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Route = 'context' | 'check';

export interface Metrics {
  contentType: string;
  /** Seconds a GET /v1/context or POST /v1/check took, by route. */
  observe(route: Route, seconds: number, status: number): void;
  scrape(): Promise<string>;
}

interface Built {
  registry: Registry;
  observe: Metrics['observe'];
}

export function createMetrics(db: Queryable): Metrics {
  let built: Built | null = null;
  let building: Promise<Built> | null = null;
  const waiting: [Route, number, number][] = []; // latency samples taken before prom-client was loaded
  const build = () =>
    (building ??= loadPromClient().then((prom) => {
      built = buildRegistry(prom, db);
      for (const sample of waiting.splice(0)) built.observe(...sample);
      return built;
    }));
  return {
    contentType: METRICS_CONTENT_TYPE,
    observe(route, seconds, status) {
      if (built) return built.observe(route, seconds, status);
      waiting.push([route, seconds, status]);
      void build().catch(() => {}); // a scrape reports the failure
    },
    scrape: async () => (await build()).registry.metrics(),
  };
}

function buildRegistry({ Counter, Gauge, Histogram, Registry }: PromClient, db: Queryable): Built {
  const processRegistry = new Registry();
  new Counter({
    name: 'taploop_channel_delivery_failures_total',
    help: 'Card deliveries to a channel that failed, in this process.',
    labelNames: ['channel', 'event'] as const,
    registers: [processRegistry],
    collect() {
      this.reset();
      for (const { channel, event, n } of deliveryFailures.values()) this.inc({ channel, event }, n);
    },
  });
  const registry = new Registry();
  // Each database counter is reset and refilled from one query per scrape: the value is the table's count.
  new Counter({
    name: 'taploop_taps_total',
    help: 'Taps received (button presses, replies, API decisions), by channel and outcome (stored, duplicate, already_decided, refused, invalid, failed, lost).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await tapCounts(db)) this.inc({ channel: r.source, outcome: OUTCOME_NAMES[r.outcome] }, r.n);
    },
  });
  new Counter({
    name: 'taploop_decisions_total',
    help: 'Decisions stored (feedback rows), by kind (approve, edit, reject) and goal.',
    labelNames: ['kind', 'goal'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await decisionCounts(db)) this.inc({ kind: DECISION_KIND[r.rating], goal: r.goal }, r.n);
    },
  });
  new Gauge({
    name: 'taploop_pending_drafts',
    help: 'Drafts waiting for a decision.',
    registers: [registry],
    async collect() {
      this.set(await pendingDrafts(db));
    },
  });
  // One small grouped query per series: a cache shared across series could serve one scrape another's numbers.
  const readOutbox = () => publicationCounts(db);
  new Gauge({
    name: 'taploop_publication_queue_depth',
    help: 'Rows queued in the outboxes, by kind (publish, callback, card).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await readOutbox()) this.set({ kind: r.kind }, r.queued);
    },
  });
  new Gauge({
    name: 'taploop_publication_queue_oldest_age_seconds',
    help: 'Age of the oldest queued outbox row, by kind (0 when none waits).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await readOutbox()) this.set({ kind: r.kind }, r.oldest_seconds ?? 0);
    },
  });
  new Counter({
    name: 'taploop_publication_failures_total',
    help: 'Outbox rows that failed for good after their retries, by kind (publish = the goal publisher, callback = the agent callback, card = a channel card push or edit).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await readOutbox()) this.inc({ kind: r.kind }, r.failed);
    },
  });
  const readJobs = () => jobCounts(db);
  new Counter({
    name: 'taploop_job_runs_total',
    help: 'Runs of scheduled jobs (nightly, retention), by job and status.',
    labelNames: ['job', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await readJobs()) this.inc({ job: r.job, status: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'taploop_job_last_duration_seconds',
    help: 'How long the last finished run of each job took, by job and status.',
    labelNames: ['job', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await readJobs())
        if (r.last_seconds !== null) this.set({ job: r.job, status: r.status }, r.last_seconds);
    },
  });
  new Gauge({
    name: 'taploop_job_last_success_timestamp_seconds',
    help: 'Unix time the last successful run of each job finished.',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await readJobs()) if (r.last_success !== null) this.set({ job: r.job }, r.last_success);
    },
  });
  const latency = {
    context: new Histogram({
      name: 'taploop_context_duration_seconds',
      help: 'GET /v1/context latency in this process, by HTTP status.',
      labelNames: ['status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    check: new Histogram({
      name: 'taploop_check_duration_seconds',
      help: 'POST /v1/check latency in this process, by HTTP status.',
      labelNames: ['status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
  };
  return {
    registry: Registry.merge([registry, processRegistry]),
    observe: (route: Route, seconds: number, status: number) =>
      latency[route].observe({ status: String(status) }, seconds),
  };
}

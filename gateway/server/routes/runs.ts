// /v1/runs — agents submit drafts and learn the outcome; any client may decide through the API.
import { Hono } from 'hono';
import { z } from 'zod';
import { toDecisionAnswer, toRunAnswer, toRunSummary, toSubmitAnswer, toUndoAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';
import { GatewayError, notFound } from '../../kernel/errors.ts';
import {
  decisionBody,
  idempotencyKey,
  listRunsQuery,
  submitRunInput,
  undoBody,
  waitQuery,
} from '../../kernel/schemas.ts';
import { senderOf } from '../http/auth.ts';
import type { WaitLimiter } from '../http/bounds.ts';
import { fromApi, jsonBody, parse, query } from '../http/validate.ts';

const runId = z.string().regex(/^run_[0-9a-z]{6,40}$/, 'expected a run id like run_…');

export type RunsGateway = Pick<
  Gateway,
  'submitRunOnce' | 'listRuns' | 'getRun' | 'waitForDecision' | 'isStopping' | 'decide' | 'undo'
>;

export function runsRoutes(gateway: RunsGateway, { waits }: { waits: WaitLimiter }) {
  const app = new Hono();

  // POST /v1/runs — submit a draft (an agent token's name is stored as the sender). With an Idempotency-Key header
  // or idempotency_key, a retry gets the same run (200).
  app.post('/', async (c) => {
    const body = await jsonBody(c, submitRunInput);
    const header = c.req.header('idempotency-key');
    const key = header === undefined ? body.idempotency_key : parse(idempotencyKey, header, 'Idempotency-Key header');
    if (header !== undefined && body.idempotency_key !== undefined && header !== body.idempotency_key) {
      throw new GatewayError('bad_request', 'The Idempotency-Key header and idempotency_key differ; send one of them.');
    }
    const { run, replayed } = await gateway.submitRunOnce({ ...body, idempotency_key: key }, { sender: senderOf(c) });
    return c.json(toSubmitAnswer(run), replayed ? 200 : 201);
  });

  // GET /v1/runs?status=pending — list runs, newest first (an agent sees only the runs it sent)
  app.get('/', async (c) => {
    const sender = senderOf(c);
    const runs = await gateway.listRuns({ ...query(c, listRunsQuery), ...(sender !== null && { sender }) });
    return c.json({ runs: runs.map(toRunSummary) });
  });

  // GET /v1/runs/:id[?wait=N] — one run; with wait, holds up to N seconds until it is decided (or the client leaves, or
  // the server stops: then it answers the run as it is, still pending)
  app.get('/:id', async (c) => {
    const id = parse(runId, c.req.param('id'), 'run id');
    const { wait } = query(c, waitQuery);
    const sender = senderOf(c);
    // One read (one query) answers without wait, and tells whether an agent may see the run at all: an agent asking
    // for another's run learns no more than for a run that does not exist.
    const run = !wait || sender !== null ? await gateway.getRun(id) : null;
    if (sender !== null && run?.sender !== sender) throw notFound(`run ${id}`);
    if (!wait) return c.json(toRunAnswer(run ?? (await gateway.getRun(id))));
    const release = waits.enter(c);
    try {
      const view = await gateway.waitForDecision(id, wait, c.req.raw.signal);
      // Stopping: the client's next poll gets a new connection, which finds the server closed, instead of keeping this
      // one (and so the server) open.
      if (gateway.isStopping()) c.header('Connection', 'close');
      return c.json(toRunAnswer(view));
    } finally {
      release();
    }
  });

  // POST /v1/runs/:id/decision — approve, reject (optional reason) or edit (text required)
  app.post('/:id/decision', async (c) => {
    const id = parse(runId, c.req.param('id'), 'run id');
    const body = await jsonBody(c, decisionBody);
    const result = await gateway.decide({
      runId: id,
      action: body.action,
      text: body.text,
      reason: body.reason,
      ...fromApi(body),
    });
    return c.json(toDecisionAnswer(result), result.outcome === 'stored' ? 201 : 200);
  });

  // POST /v1/runs/:id/undo — take back an approval before it is published
  app.post('/:id/undo', async (c) => {
    const id = parse(runId, c.req.param('id'), 'run id');
    const body = await jsonBody(c, undoBody);
    const result = await gateway.undo({ runId: id, ...fromApi(body) });
    return c.json(toUndoAnswer(result));
  });

  return app;
}

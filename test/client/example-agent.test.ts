// examples/agent.ts runs the whole loop against a real gateway: context, template draft, submit, wait, outcome.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';

describe('examples/agent.ts', () => {
  let t: TestGateway;
  let served: ServedGateway;
  beforeAll(async () => {
    t = await createTestGateway();
    served = await serveGateway(t);
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  it('submits a template draft with its context id and prints the owner’s edit', async () => {
    const { OPENAI_API_KEY: _key, ...env } = process.env; // the template path: no network beyond the gateway
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'examples/agent.ts', '--goal', 'posts', '--task', 'Announce the dashboard', '--wait', '30'],
      {
        env: { ...env, TAPLOOP_URL: served.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
    try {
      const run = await until(
        async () => (await t.gateway.listRuns({ status: 'pending', goal: 'posts', limit: 1 }))[0],
      );
      expect(run).toMatchObject({
        draft: 'Announce the dashboard. More soon!',
        agent: 'examples/agent.ts',
        context_id: expect.stringMatching(/^ctx_/),
      });
      await t.gateway.decide({
        runId: run.id,
        action: 'edit',
        text: 'The new dashboard is live.',
        source: 'web',
        actor: 'owner',
      });
      expect(await exited).toBe(0);
      expect(out).toContain(`submitted ${run.id}`);
      expect(out).toMatch(
        /edited \((cosmetic|substantive) edit\)\nfinal text:\nThe new dashboard is live\.\npublishes at /,
      );
    } finally {
      child.kill();
    }
  });
});

async function until<T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the example to submit');
    await new Promise((r) => setTimeout(r, 100));
  }
}

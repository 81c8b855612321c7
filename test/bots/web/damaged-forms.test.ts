// A form post whose body cannot be read as a form (a multipart cut short, one without its boundary) is the sender's
// fault: every inbox form answers 400 with a page that says to reload and tap again, and nothing is stored.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { mount, ORIGIN } from './harness.ts';

const FORM = '--XyZ\r\ncontent-disposition: form-data; name="action"\r\n\r\napprove\r\n--XyZ--\r\n';

describe('a damaged form post to the inbox', () => {
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestGateway();
    app = mount(t);
  });
  afterAll(() => t.close());

  const post = (path: string, type: string, body: string) =>
    app.request(path, { method: 'POST', headers: { 'content-type': type, origin: ORIGIN }, body });

  it('is a 400 saying to reload and tap again, on every form route, and stores nothing', async () => {
    const id = await submit(t);
    const rule = await t.gateway.proposeRule({
      title: 'Be brief',
      body: 'Be brief.',
      goal: null,
      evidence: [],
      source: 'nightly',
    });
    const rulesBefore = await t.testDb.db.query(`select id, status from rules order by id`);
    const paths = [
      `/inbox/runs/${id}/decide`,
      `/inbox/runs/${id}/fix`,
      `/inbox/runs/${id}/undo`,
      '/inbox/decisions/fb_0123456789/mistake',
      `/inbox/rules/${rule.id}/decide`,
      '/inbox/rules',
    ];
    for (const path of paths) {
      for (const [type, body] of [
        ['multipart/form-data; boundary=XyZ', FORM.slice(0, 40)], // cut short
        ['multipart/form-data', FORM], // no boundary
      ] as const) {
        const res = await post(path, type, body);
        expect(res.status, `${path} ${type}`).toBe(400);
        expect(await res.text()).toContain(
          'Not saved: the form arrived incomplete or damaged. Go back, reload the page and tap again.',
        );
      }
    }
    expect((await t.gateway.getRun(id)).status).toBe('pending');
    expect(await feedbackRows(t, id)).toEqual([]);
    expect(await tapOutcomes(t, id)).toEqual([]);
    expect(await t.testDb.db.query(`select id, status from rules order by id`)).toEqual(rulesBefore);

    // The same form whole is read and saved (the control).
    const whole = await post(`/inbox/runs/${id}/decide`, 'multipart/form-data; boundary=XyZ', FORM);
    expect(whole.status).toBe(303);
    expect((await t.gateway.getRun(id)).status).toBe('approved');
  });
});

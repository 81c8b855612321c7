// /v1/rules — the rules agents follow.
import { Hono } from 'hono';
import { z } from 'zod';
import { toRuleAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';
import { renderRulesMarkdown } from '../../core/rules-markdown.ts';
import {
  createRuleInput,
  goalName,
  listRulesQuery,
  rewordRuleBody,
  ruleDecisionBody,
  ruleId,
} from '../../kernel/schemas.ts';
import { senderOf } from '../http/auth.ts';
import { fromApi, jsonBody, parse, query } from '../http/validate.ts';

const rulesMarkdownQuery = z.object({ goal: goalName });

export type RulesGateway = Pick<Gateway, 'listRules' | 'createRule' | 'rewordRule' | 'decideRule'>;

export function rulesRoutes(gateway: RulesGateway) {
  const app = new Hono();

  // GET /v1/rules?status=&goal= — rules, candidates first
  // An agent sees the active rules only (they are in its context anyway); candidates and retired rules are the owner's.
  app.get('/', async (c) => {
    const filter = query(c, listRulesQuery);
    const rules = await gateway.listRules(senderOf(c) === null ? filter : { ...filter, status: 'active' });
    return c.json({ rules: rules.map(toRuleAnswer) });
  });

  // POST /v1/rules — a rule the owner writes; active at once
  app.post('/', async (c) => c.json(toRuleAnswer(await gateway.createRule(await jsonBody(c, createRuleInput))), 201));

  // PATCH /v1/rules/:id — new words for a rule; a candidate stays a candidate until decided
  app.patch('/:id', async (c) => {
    const id = parse(ruleId, c.req.param('id'), 'rule id');
    return c.json(toRuleAnswer(await gateway.rewordRule(id, await jsonBody(c, rewordRuleBody))));
  });

  // POST /v1/rules/:id/decide — confirm, reject (optional reason), reword (text) a candidate, or merge it: the same
  // mistake as the rule in its alike_rule_id, which takes its evidence
  app.post('/:id/decide', async (c) => {
    const id = parse(ruleId, c.req.param('id'), 'rule id');
    const body = await jsonBody(c, ruleDecisionBody);
    const result = await gateway.decideRule({
      ruleId: id,
      action: body.action,
      text: body.text,
      reason: body.reason,
      ...fromApi(body),
    });
    return c.json(
      { outcome: result.outcome, rule: toRuleAnswer(result.rule) },
      result.outcome === 'stored' ? 201 : 200,
    );
  });

  return app;
}

/** Mounted at /v1/rules.md (a sibling of /v1/rules, so it cannot live inside rulesRoutes). */
export function rulesMarkdownRoutes(gateway: Pick<Gateway, 'listRules'>) {
  const app = new Hono();

  // GET /v1/rules.md?goal= — the goal's active rules (and those for every goal) as a Markdown file
  app.get('/', async (c) => {
    const { goal } = query(c, rulesMarkdownQuery);
    const rules = await gateway.listRules({ status: 'active', goal });
    return c.body(renderRulesMarkdown({ goal, rules, exportedAt: new Date() }), 200, {
      'content-type': 'text/markdown; charset=utf-8',
    });
  });

  return app;
}

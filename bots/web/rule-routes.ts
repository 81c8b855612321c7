// The inbox's rule forms: decide a candidate (confirm, reword, reject, merge), add a rule, run the nightly job; each redirects back to #rules.
import { Hono } from 'hono';
import { alikeRuleName, GatewayError, type InboxGateway, type Logger, type Rule } from '../../gateway/index.ts';
import type { Flasher } from './flash.ts';
import { addRuleForm, ruleDecideForm, submitForm } from './form.ts';
import { tapperOf } from './session.ts';

export interface RuleRoutesDeps {
  gateway: Pick<InboxGateway, 'decideRule' | 'createRule' | 'runNightly' | 'getRule'>;
  flash: Flasher;
  logger: Logger;
}

export function ruleRoutes({ gateway, flash, logger }: RuleRoutesDeps) {
  const app = new Hono();
  const back = (message: string) => flash.noticeUrl(message, 'rules');
  const failed = (message: string) => flash.errorUrl(message, 'rules');

  // POST /inbox/rules/:id/decide — confirm, reword (text: active in the owner's words), reject (optional reason) or
  // merge (the same mistake as the rule the card names)
  app.post('/inbox/rules/:id/decide', (c) =>
    submitForm(c, {
      form: ruleDecideForm,
      fields: { rule_id: c.req.param('id') },
      failed,
      call: async ({ rule_id, action, text, reason, event_key }) => {
        const { rule } = await gateway.decideRule({
          ruleId: rule_id,
          action,
          text,
          reason,
          eventKey: event_key,
          ...tapperOf(c),
        });
        return back(await decidedMessage(gateway, rule, action));
      },
    }),
  );

  // POST /inbox/rules — add a rule by hand; the owner wrote it, so it is active at once
  app.post('/inbox/rules', (c) =>
    submitForm(c, {
      form: addRuleForm,
      failed,
      invalid: (message) => failed(`Not added: ${message}`),
      call: async (form) => {
        const rule = await gateway.createRule({ ...form, actor: tapperOf(c).actor });
        return back(`Rule added: “${rule.title}” is active for ${rule.goal ?? 'every goal'}.`);
      },
    }),
  );

  // POST /inbox/nightly — run the nightly job now; the flash is its closing progress line
  app.post('/inbox/nightly', async (c) => {
    let last = '';
    try {
      const result = await gateway.runNightly(undefined, (line) => (last = line.trim()));
      // The closing line reads "done: 1 candidate(s), 0 attached to existing rules, 0 retirement(s) proposed".
      const summary = result.status === 'skipped' ? 'skipped: another nightly job is running' : last || 'done';
      return c.redirect(back(`Nightly job ${summary}.`), 303);
    } catch (err) {
      if (err instanceof GatewayError) return c.redirect(failed(err.message), 303);
      logger.error('nightly job from the inbox failed', { err });
      return c.redirect(failed('The nightly job failed; the server log has the details. Try again later.'), 303);
    }
  });

  return app;
}

/** Said from the rule's final state, so a replayed form (decided once) reads the same as the first tap. */
async function decidedMessage(gateway: Pick<InboxGateway, 'getRule'>, rule: Rule, action: string): Promise<string> {
  if (rule.proposal === 'retire') {
    const target = rule.target_rule_id ? await gateway.getRule(rule.target_rule_id).catch(() => null) : null;
    const name = target ? `“${target.title}”` : 'the rule';
    return rule.status === 'retired'
      ? `Retired ${name}: agents no longer get it.`
      : `Kept ${name}: the retirement was rejected.`;
  }
  if (rule.merged_into) return `Same mistake as “${alikeRuleName(rule)}”: its corrections now count for that rule.`;
  const scope = rule.goal ?? 'every goal';
  if (rule.status === 'active') {
    return action === 'reword'
      ? `Rule active in your words for ${scope}: “${rule.title}”.`
      : `Rule confirmed: “${rule.title}” is active for ${scope}.`;
  }
  return rule.status === 'rejected' ? `Rule rejected: “${rule.title}”.` : `Rule is ${rule.status}: “${rule.title}”.`;
}

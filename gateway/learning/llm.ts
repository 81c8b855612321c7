// The LLM step of rule proposal (OpenAI-compatible chat API): validated with zod, deterministic text on any failure.
import type OpenAI from 'openai';
import { z } from 'zod';
import type { Logger } from '../core/logger.ts';
import { renderProposeRule } from './prompts.ts';
import { type Evidence, proposeRuleText, type RuleText } from './propose.ts';

const ruleAnswer = z.object({
  title: z.string().trim().min(3).max(160),
  body: z.string().trim().min(3).max(1000),
});

export interface RuleWriter {
  /** `llm` when the model's answer was used, `phrases` when the deterministic text was. */
  /** `said`: stems the owner writes in their own texts of the goal, which the phrase-based text never forbids. */
  write(
    goal: string,
    evidence: readonly Evidence[],
    said?: ReadonlySet<string>,
  ): Promise<RuleText & { via: 'llm' | 'phrases' }>;
}

export interface LlmOptions {
  apiKey: string;
  baseUrl: string | null;
  model: string;
}

export function createRuleWriter(llm: LlmOptions | null, logger: Logger): RuleWriter {
  const phrases: RuleWriter = {
    write: async (goal, evidence, said) => ({ ...proposeRuleText(evidence, goal, said), via: 'phrases' }),
  };
  if (!llm) return phrases;
  // The openai package loads at the first rule to write, not at start (the server never needs it before then).
  let client: Promise<OpenAI> | null = null;
  const openai = () =>
    (client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl ?? undefined, maxRetries: 1, timeout: 60_000 }),
    ));
  return {
    async write(goal, evidence, said) {
      try {
        const res = await (await openai()).chat.completions.create({
          model: llm.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [{ role: 'user', content: renderProposeRule({ goal, evidence }) }],
        });
        const raw = res.choices[0]?.message?.content ?? '';
        const parsed = ruleAnswer.safeParse(JSON.parse(raw.replace(/^```(?:json)?\s*|\s*```$/g, '')));
        if (parsed.success) return { ...parsed.data, via: 'llm' };
        logger.warn('LLM rule answer did not match the format; using the phrase-based text', {
          issues: parsed.error.issues.length,
        });
      } catch (err) {
        logger.warn('LLM rule proposal failed; using the phrase-based text', { err });
      }
      return phrases.write(goal, evidence, said);
    },
  };
}

// The LLM step of rule proposal (OpenAI-compatible chat API): validated with zod, deterministic text on any failure.
import type OpenAI from 'openai';
import { z } from 'zod';
import type { Logger } from '../kernel/logger.ts';
import type { MistakeNamer } from './mistake-namer.ts';
import { renderNameMistakes, renderProposeRule } from './prompts.ts';
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

/** One JSON answer per prompt (temperature 0, JSON mode, code fence stripped); openai loads at the first call. */
function jsonChat(llm: LlmOptions): (prompt: string) => Promise<unknown> {
  let client: Promise<OpenAI> | null = null;
  const openai = () =>
    (client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl ?? undefined, maxRetries: 1, timeout: 60_000 }),
    ));
  return async (prompt) => {
    const res = await (await openai()).chat.completions.create({
      model: llm.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [{ role: 'user', content: prompt }],
    });
    return JSON.parse((res.choices[0]?.message?.content ?? '').replace(/^```(?:json)?\s*|\s*```$/g, ''));
  };
}

export function createRuleWriter(llm: LlmOptions | null, logger: Logger): RuleWriter {
  const phrases: RuleWriter = {
    write: async (goal, evidence, said) => ({ ...proposeRuleText(evidence, goal, said), via: 'phrases' }),
  };
  if (!llm) return phrases;
  const ask = jsonChat(llm);
  return {
    async write(goal, evidence, said) {
      try {
        const parsed = ruleAnswer.safeParse(await ask(renderProposeRule({ goal, evidence })));
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

const namesAnswer = z.object({ names: z.record(z.string(), z.string().trim().min(1).max(80)) });

/** Corrections named in one call at most: a goal's window beyond it is named in part, the rest grouped on words. */
export const NAMES_PER_CALL = 150;

/** Names the goal's corrections in one call, so one mistake gets one name; on any failure it names nothing. */
export function createMistakeNamer(llm: LlmOptions, logger: Logger): MistakeNamer {
  const ask = jsonChat(llm);
  return {
    async name(goal, all) {
      const items = all.slice(-NAMES_PER_CALL);
      const names = new Map<string, string>();
      if (items.length === 0) return names;
      try {
        const parsed = namesAnswer.safeParse(await ask(renderNameMistakes({ goal, items })));
        if (!parsed.success) {
          logger.warn('LLM mistake names did not match the format; grouping on words', {
            issues: parsed.error.issues.length,
          });
          return names;
        }
        for (const [n, name] of Object.entries(parsed.data.names)) {
          const item = /^\d+$/.test(n) ? items[Number(n)] : undefined;
          if (item) names.set(item.id, name.toLowerCase());
        }
      } catch (err) {
        logger.warn('LLM mistake naming failed; grouping on words', { err });
      }
      return names;
    },
  };
}

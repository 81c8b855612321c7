// The five MCP tools; each validates its input with zod, calls the gateway over HTTP, and answers text + structured data.
import { createHash } from 'node:crypto';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type TaploopClient, TaploopError } from '../../client/index.ts';
import {
  checkInput,
  contextQuery,
  goalName,
  idempotencyKey,
  MAX_WAIT_SECONDS,
  ruleStatus,
  runStatus,
  submitRunInput,
} from '../kernel/schemas.ts';
import { checkText, decisionText, describePublication, rulesText, SENT_TO, statsText } from './format.ts';

export interface ToolOptions {
  /**
   * Each slice of wait_for_decision ends with a progress notification, which lets clients that asked for
   * progress keep a long wait alive past their request timeout (60 s by default in the MCP SDK's client).
   */
  waitSliceSeconds?: number;
}

export function registerTools(
  server: McpServer,
  client: TaploopClient,
  { waitSliceSeconds = 25 }: ToolOptions = {},
): void {
  server.registerTool(
    'get_context',
    {
      title: 'Get drafting context',
      description:
        "Call before drafting. Returns the owner's active rules for the goal and the most similar past corrections, as a text block to put in your prompt, plus a context_id to pass to submit_draft.",
      inputSchema: {
        goal: goalName.describe('what the draft is for, e.g. "posts" or "replies"'),
        task: contextQuery.shape.task.describe(
          'what you are about to draft, in a sentence; finds similar past corrections',
        ),
        draft: contextQuery.shape.draft.describe(
          'your draft, when you have one: matched against what the owner removed before',
        ),
        k: z
          .number()
          .int()
          .min(0)
          .max(50)
          .optional()
          .describe('how many past corrections at most (server default when omitted)'),
      },
      outputSchema: {
        context_id: z.string(),
        goal: z.string(),
        rule_count: z.number(),
        correction_count: z.number(),
        text: z.string(),
      },
      annotations: { readOnlyHint: false, openWorldHint: false }, // it records which context was handed out
    },
    guarded(async ({ goal, task, draft, k }) => {
      const ctx = await client.context({ goal, task, draft, k });
      const structured = {
        context_id: ctx.context_id,
        goal: ctx.goal,
        rule_count: ctx.rules.length,
        correction_count: ctx.corrections.length,
        text: ctx.text,
      };
      return reply(`${ctx.text}\n\ncontext_id: ${ctx.context_id} (pass it to submit_draft)`, structured);
    }),
  );

  server.registerTool(
    'check_draft',
    {
      title: 'Check a draft before submitting',
      description:
        "Call with your draft before submit_draft. Says which of the owner's active rules and past corrections the draft likely repeats, quoting the part of the draft that triggers each, and the owner's own fix where one applies.",
      inputSchema: {
        goal: goalName.describe('what the draft is for, e.g. "posts"'),
        task: checkInput.shape.task.describe('what the draft is for, in a sentence'),
        draft: z.string().min(1).max(20_000).describe('the full draft text'),
      },
      outputSchema: {
        rules: z.array(
          z.object({ id: z.string(), title: z.string(), start: z.number(), end: z.number(), text: z.string() }),
        ),
        corrections: z.array(
          z.object({
            feedback_id: z.string(),
            goal: z.string(),
            kind: z.string(),
            start: z.number(),
            end: z.number(),
            text: z.string(),
            removed: z.string(),
            replaced_with: z.string().nullable(),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ goal, task, draft }) => {
      const res = await client.check({ goal, task, draft });
      const rules = res.rules.map((r) => ({ id: r.id, title: r.title, ...r.span }));
      const corrections = res.corrections.map((c) => ({
        feedback_id: c.feedback_id,
        goal: c.goal,
        kind: c.kind,
        ...c.span,
        removed: c.removed,
        replaced_with: c.replaced_with,
      }));
      return reply(checkText(res), {
        rules,
        corrections,
      });
    }),
  );

  server.registerTool(
    'submit_draft',
    {
      title: 'Submit a draft for review',
      description:
        'Sends a draft to the owner, who approves, rejects or edits it from their phone. Returns the run id; then call wait_for_decision. Nothing is published without the owner.',
      inputSchema: {
        goal: goalName.describe('the goal the draft is for, e.g. "posts"'),
        draft: submitRunInput.shape.draft.describe('the full draft text'),
        task: submitRunInput.shape.task.describe(
          'what the draft is for, in a sentence (shown to the owner; used to find it again later)',
        ),
        agent: submitRunInput.shape.agent.describe('your name, shown on the card (default "mcp")'),
        context_id: submitRunInput.shape.context_id.describe('the context_id get_context returned for this draft'),
        idempotency_key: idempotencyKey
          .optional()
          .describe(
            'your own key for this submission; by default one is derived from agent, goal, draft and context_id, so submitting the same draft twice gives one run',
          ),
      },
      outputSchema: { run_id: z.string(), status: runStatus, sent_to: z.string() },
    },
    guarded(async ({ goal, draft, task, agent, context_id, idempotency_key }) => {
      const by = agent ?? 'mcp';
      const key = idempotency_key ?? draftKey({ agent: by, goal, draft, context_id: context_id ?? null });
      const run = await client.submit({ goal, draft, task, agent: by, context_id, idempotency_key: key });
      return reply(
        `Submitted ${run.id} (${run.status}) for goal "${goal}": sent to ${SENT_TO}. Call wait_for_decision with run_id "${run.id}" to learn the outcome.`,
        { run_id: run.id, status: run.status, sent_to: SENT_TO },
      );
    }),
  );

  server.registerTool(
    'wait_for_decision',
    {
      title: "Wait for the owner's decision",
      description:
        'Waits until the owner decides on a submitted draft, or until timeout_seconds pass. Returns the status (approved, edited, rejected, expired, or still pending), the final text, the reason, the kind of edit and when it publishes.',
      inputSchema: {
        run_id: z
          .string()
          .regex(/^run_[0-9a-z]{6,40}$/, 'expected a run id like run_… (from submit_draft)')
          .describe('the run id submit_draft returned'),
        // 50 s by default: many MCP clients give up on a tool call after 60 s; calling again keeps waiting.
        timeout_seconds: z
          .number()
          .int()
          .min(0)
          .max(MAX_WAIT_SECONDS)
          .default(50)
          .describe(
            `how long to wait at most, 0-${MAX_WAIT_SECONDS} seconds (default 50); if still pending, call again`,
          ),
      },
      outputSchema: {
        run_id: z.string(),
        status: runStatus,
        decided: z.boolean(),
        final_text: z.string().nullable(),
        reason: z.string().nullable(),
        edit_kind: z.enum(['cosmetic', 'substantive']).nullable(),
        publication: z.object({ status: z.string(), scheduled_for: z.string(), description: z.string() }).nullable(),
      },
    },
    guarded(async ({ run_id, timeout_seconds }, extra) => {
      const started = Date.now();
      const progressToken = extra._meta?.progressToken;
      // The client's wait also outlasts a restart of the gateway (it asks again while the time lasts).
      const run = await client.waitForDecision(run_id, {
        timeoutSeconds: timeout_seconds,
        sliceSeconds: waitSliceSeconds,
        signal: extra.signal,
        onPending: async () => {
          if (progressToken === undefined) return;
          const waited = Math.round((Date.now() - started) / 1000);
          await extra.sendNotification({
            method: 'notifications/progress',
            params: {
              progressToken,
              progress: waited,
              total: timeout_seconds,
              message: `still pending after ${waited} s`,
            },
          });
        },
      });
      const p = run.publication;
      return reply(decisionText(run, Math.round((Date.now() - started) / 1000)), {
        run_id: run.id,
        status: run.status,
        decided: run.status !== 'pending',
        final_text: run.final_text,
        reason: run.decision?.reason ?? null,
        edit_kind: run.decision?.edit_kind ?? null,
        publication: p
          ? { status: p.status, scheduled_for: p.scheduled_for, description: describePublication(p) }
          : null,
      });
    }),
  );

  server.registerTool(
    'list_rules',
    {
      title: 'List rules',
      description:
        "The owner's rules. By default the active ones (what every draft must follow); status candidate shows rules proposed but not yet confirmed, to the owner's token (an agent token is shown the active ones, each labelled with its status).",
      inputSchema: {
        goal: goalName.optional().describe("only this goal's rules and the rules for every goal"),
        status: ruleStatus.default('active').describe('active (default), candidate, retired or rejected'),
      },
      outputSchema: {
        rules: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            body: z.string(),
            goal: z.string().nullable(),
            status: ruleStatus,
          }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ goal, status }) => {
      const rules = await client.rules({ goal, status });
      return reply(rulesText(rules, { goal, status }), {
        rules: rules.map(({ id, title, body, goal, status }) => ({ id, title, body, goal, status })),
      });
    }),
  );

  server.registerTool(
    'feedback_stats',
    {
      title: 'Feedback stats',
      description:
        "Daily approvals, edits and rejections in the owner's time zone, every tap received and what became of it (stored, duplicate, already decided, refused, invalid, failed, lost), and how many drafts are pending.",
      inputSchema: {
        days: z.number().int().min(1).max(366).default(7).describe('how many days back, today included (default 7)'),
      },
      outputSchema: {
        timezone: z.string(),
        pending_drafts: z.number(),
        warning: z.string().nullable(),
        totals: z.object({
          approvals: z.number(),
          rejections: z.number(),
          edits: z.number(),
          undone: z.number(),
          expired: z.number(),
          taps: z.object({
            received: z.number(),
            stored: z.number(),
            duplicate: z.number(),
            already_decided: z.number(),
            refused: z.number(),
            invalid: z.number(),
            failed: z.number(),
            lost: z.number(),
          }),
        }),
        days: z.array(z.object({ day: z.string(), approvals: z.number(), edits: z.number(), rejections: z.number() })),
      },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ days }) => {
      const s = await client.stats({ days });
      return reply(statsText(s), {
        timezone: s.timezone,
        pending_drafts: s.pending_drafts,
        warning: s.warning,
        totals: s.totals,
        days: s.days.map(({ day, approvals, edits, rejections }) => ({ day, approvals, edits, rejections })),
      });
    }),
  );
}

function reply(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/** The gateway's refusals and outages become tool errors the agent can read and act on, not protocol errors. */
function guarded<A extends unknown[]>(handler: (...args: A) => Promise<CallToolResult>) {
  return async (...args: A): Promise<CallToolResult> => {
    try {
      return await handler(...args);
    } catch (err) {
      if (!(err instanceof TaploopError)) throw err; // the SDK turns anything else into a tool error with its message
      const text = err.status === 0 ? err.message : `taploop answered ${err.status} (${err.code}): ${err.message}`;
      return { content: [{ type: 'text', text }], isError: true };
    }
  };
}

/** The same agent submitting the same draft for the same goal and context is one submission: one run. */
export function draftKey(d: { agent: string; goal: string; draft: string; context_id: string | null }): string {
  return `mcp-${createHash('sha256')
    .update(JSON.stringify([d.agent, d.goal, d.draft, d.context_id]))
    .digest('hex')
    .slice(0, 40)}`;
}

// A small drafting agent: the whole taploop loop from the agent's side — context, draft, submit, wait, outcome.
// Run: npx tsx examples/agent.ts --goal posts --task "Announce that the new dashboard is live"
import { parseArgs } from 'node:util';
import { type ContextAnswer, type RunAnswer, TaploopClient, TaploopError } from 'taploop/client';

const { values } = parseArgs({
  options: {
    goal: { type: 'string', default: 'posts' },
    task: { type: 'string', default: 'Announce that the new dashboard is live' },
    wait: { type: 'string', default: '600' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('Usage: npx tsx examples/agent.ts [--goal posts] [--task "what to write"] [--wait 600]');
  process.exit(0);
}

const baseUrl = process.env.TAPLOOP_URL ?? 'http://127.0.0.1:8787';
const taploop = new TaploopClient({ baseUrl, token: process.env.TAPLOOP_TOKEN });
const { goal, task } = values;

try {
  // 1. What the owner has taught so far: rules to follow and similar past corrections.
  const context = await taploop.context({ goal, task });
  console.log(
    `context ${context.context_id}: ${context.rules.length} rule(s), ${context.corrections.length} similar past correction(s)`,
  );

  // 2. Draft: with an LLM when a key is set, otherwise from a template (the owner's edits teach it either way).
  const draft = process.env.OPENAI_API_KEY ? await draftWithLlm(context, task) : draftFromTemplate(task);
  console.log(`\ndraft:\n${draft}\n`);

  // 3. Submit with the context id, so the run records which rules and corrections it was written with.
  const run = await taploop.submit({ goal, task, draft, agent: 'examples/agent.ts', context_id: context.context_id });
  console.log(`submitted ${run.id}: approve, reject or edit it in the inbox (${baseUrl}/) or your chat app`);

  // 4. Wait for the owner.
  const outcome = await taploop.waitForDecision(run.id, { timeoutSeconds: Number(values.wait) });
  console.log(describe(outcome, draft));
  process.exitCode = outcome.status === 'pending' ? 3 : 0;
} catch (err) {
  if (!(err instanceof TaploopError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}

async function draftWithLlm(context: ContextAnswer, task: string): Promise<string> {
  const { default: OpenAI } = await import('openai'); // reads OPENAI_API_KEY and OPENAI_BASE_URL
  const answer = await new OpenAI().chat.completions.create({
    model: process.env.LLM_MODEL ?? 'gpt-4o-mini',
    messages: [
      {
        role: 'system',
        content: `You write drafts for the goal "${context.goal}". Answer with the draft text only.\n\n${context.text}`,
      },
      { role: 'user', content: task },
    ],
  });
  return answer.choices[0]?.message.content?.trim() || draftFromTemplate(task);
}

// A stand-in for your own model: the task as a sentence, which the owner then approves or rewrites.
function draftFromTemplate(task: string): string {
  return `${task.trim().replace(/[.!?]*$/, '')}. More soon!`;
}

function describe(run: RunAnswer, draft: string): string {
  switch (run.status) {
    case 'pending':
      return `still pending after ${values.wait} s; run again later, or check ${run.id} with GET /v1/runs/${run.id}`;
    case 'rejected':
      return `rejected${run.decision?.reason ? `: ${run.decision.reason}` : ''}`;
    case 'expired':
      return 'expired: nobody decided in time';
    default: {
      const when = run.publication
        ? `\npublishes at ${run.publication.scheduled_for} (${run.publication.timezone})`
        : '';
      const text = run.final_text ?? draft;
      return `${run.status}${run.decision?.edit_kind ? ` (${run.decision.edit_kind} edit)` : ''}\nfinal text:\n${text}${when}`;
    }
  }
}

// The role check in front of every inbox form a signed-in person posts: an owner does everything; a reviewer decides
// the drafts of their goals and answers "same mistake as…?" about them; a viewer reads the daily counts. A refusal stores
// nothing, is logged in `taps` as every refused tap is, and answers 403 saying what role is needed.
import type { Context, MiddlewareHandler } from 'hono';
import { type Act, type People, refusalText } from '../../gateway/index.ts';
import { errorPage } from './layout.tsx';
import { signedInAs } from './session.ts';
import { SIGN_OUT_EVERYWHERE } from './sign-in.tsx';

/** What a viewer may GET besides the counts page: the poll's script (the page works without it). */
const OPEN_TO_VIEWERS = new Set(['/inbox/live.js']);

/** What any signed-in person may post about themself. */
const ANYONE_SIGNED_IN = new Set([SIGN_OUT_EVERYWHERE]);

/** What a form asks to do, and how its refusal is logged (the action as channels log it, the draft or rule). */
interface Asked {
  act: Act;
  tap: { action: string; runId?: string | null; ruleId?: string | null };
}

type Door = Pick<People, 'goalOf' | 'verdict' | 'refuse'>;

export function inboxRoles({ people }: { people: Door }): MiddlewareHandler {
  return async function inboxRoles(c, next) {
    const person = signedInAs(c);
    if (!person || person.role === 'owner') return next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      // A viewer's page is the counts (routes.ts); drafts and their questions are not theirs to read.
      if (person.role !== 'viewer' || OPEN_TO_VIEWERS.has(c.req.path)) return next();
      return c.html(errorPage(refusalText(person, { kind: 'read-drafts', goal: null })), 403);
    }
    if (ANYONE_SIGNED_IN.has(c.req.path)) return next();
    const { act, tap } = await askedBy(c, people);
    const verdict = people.verdict(person, act);
    if (verdict.allowed) return next();
    await people.refuse({ source: 'web', actor: person.name, ...tap });
    return c.html(errorPage(`Not saved: ${verdict.message}`), 403);
  };
}

const DRAFT_FORM = /^\/inbox\/runs\/([^/]+)\/(decide|fix|undo)$/;
const MISTAKE_FORM = /^\/inbox\/decisions\/([^/]+)\/mistake$/;
const RULE_FORM = /^\/inbox\/rules\/(rule_[0-9a-z]{4,40})\/decide$/;

/** Every form the inbox takes, by path; one not listed here is the owner's, whatever it is. */
async function askedBy(c: Context, people: Door): Promise<Asked> {
  const path = c.req.path;
  const draft = DRAFT_FORM.exec(path);
  if (draft) {
    const of = await people.goalOf({ runId: draft[1]! });
    const action = draft[2] === 'decide' ? await decisionOf(c) : draft[2]!;
    return { act: { kind: 'decide', goal: of?.goal ?? null }, tap: { action, runId: of?.run_id ?? null } };
  }
  const mistake = MISTAKE_FORM.exec(path);
  if (mistake) {
    const of = await people.goalOf({ feedbackId: mistake[1]! });
    return {
      act: { kind: 'answer-mistake', goal: of?.goal ?? null },
      tap: { action: 'mistake', runId: of?.run_id ?? null },
    };
  }
  const rule = RULE_FORM.exec(path);
  if (rule)
    return { act: { kind: 'owner', what: 'deciding a rule' }, tap: { action: 'rule:decide', ruleId: rule[1]! } };
  if (path === '/inbox/rules') return { act: { kind: 'owner', what: 'adding a rule' }, tap: { action: 'rule:add' } };
  if (path === '/inbox/nightly')
    return { act: { kind: 'owner', what: 'running the nightly job' }, tap: { action: 'nightly' } };
  return { act: { kind: 'owner', what: 'this form' }, tap: { action: 'inbox' } };
}

/** The decision the form asks for (approve, reject, edit), as Telegram and Slack refusals log it; "decide" when unclear. */
async function decisionOf(c: Context): Promise<string> {
  // The body limit ran first, and Hono keeps the parsed form for the route (which then refuses it).
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const action = body.action;
  return action === 'approve' || action === 'reject' || action === 'edit' ? action : 'decide';
}

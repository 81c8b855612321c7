// Who may do what: the three roles, what each may do, and the sentence said to a person who may not.
// Pure, so every channel (HTTP, the inbox, Telegram, Slack) asks the same question and says the same words.
import { z } from 'zod';
import { goalName } from './schemas.ts';

export const ROLES = ['owner', 'reviewer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const roleName = z.enum(ROLES, { error: 'role must be "owner", "reviewer" or "viewer"' });

/**
 * Words that already mean a channel or a caller where a decision records its actor ("Already approved in the web
 * inbox by web" would name no one), so no person may be called by one.
 */
const RESERVED_NAMES = new Set(['web', 'telegram', 'slack', 'api', 'auto', 'cli', 'config', 'local', 'owner']);

export const personName = z
  .string({ error: 'name must be text' })
  .trim()
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} ._'-]{0,62}$/u,
    'name must be 1-63 letters, digits, spaces, ".", "_", "\'" or "-", starting with a letter or digit',
  )
  .refine((s) => /\p{L}/u.test(s), 'name must hold a letter (a bare number reads as a Telegram id)')
  .refine((s) => !RESERVED_NAMES.has(s.toLowerCase()), 'that name means a channel in decision records; choose another');

/** A Telegram user id as Telegram sends it: a number (written as text). */
export const telegramId = z.string().regex(/^\d{1,20}$/, 'telegram_id must be a numeric Telegram user id');
/** A Slack member id, e.g. U024BE7LH. */
export const slackId = z.string().regex(/^[UW][A-Z0-9]{2,20}$/, 'slack_id must be a Slack member id such as U024BE7LH');

/** A reviewer's goals: at least one; owners decide every goal and viewers none, so they take no list. */
export const goalList = z.array(goalName).max(100, 'at most 100 goals');

/** A person as written in the config file's `people` list, or sent to POST /v1/people. */
export const personInput = z
  .object({
    name: personName,
    role: roleName,
    goals: goalList.optional(),
    telegram_id: telegramId.nullable().optional(),
    slack_id: slackId.nullable().optional(),
  })
  .strict()
  .superRefine((p, ctx) => void goalsFitRole(p.role, p.goals ?? [], ctx));
export type PersonInput = z.infer<typeof personInput>;

/** What `taploop people set` and PATCH /v1/people/:name change; what is left out stays. */
export const personChanges = z
  .object({
    name: personName.optional(),
    role: roleName.optional(),
    goals: goalList.optional(),
    telegram_id: telegramId.nullable().optional(),
    slack_id: slackId.nullable().optional(),
    teaches: z.boolean().optional(),
  })
  .strict();
export type PersonChanges = z.infer<typeof personChanges>;

/** Reviewers review goals; an owner's or viewer's list would suggest a limit that is not there. */
export function goalsFitRole(role: Role, goals: readonly string[], ctx?: z.RefinementCtx): string | null {
  const problem =
    role === 'reviewer' && goals.length === 0
      ? 'a reviewer needs the goals they review, e.g. goals ["posts"]'
      : role !== 'reviewer' && goals.length > 0
        ? `an ${role === 'owner' ? 'owner decides every goal' : 'viewer decides none'}: goals are for reviewers`
        : null;
  if (problem && ctx) ctx.addIssue({ code: 'custom', path: ['goals'], message: problem });
  return problem;
}

/** What a person holds that the policy reads. */
export interface RoleHolder {
  name: string;
  role: Role;
  goals: readonly string[];
}

/** What a person asks to do. A goal is null when the draft or decision it names does not exist. */
export type Act =
  /** Approve, reject, edit, apply a fix or undo a draft of `goal`. */
  | { kind: 'decide'; goal: string | null }
  /** Answer "same mistake as one of these?" about a decision on a draft of `goal`. */
  | { kind: 'answer-mistake'; goal: string | null }
  /** See the drafts and decisions of `goal`. */
  | { kind: 'read-drafts'; goal: string | null }
  /** Decide drafts at all (a list of what waits, the week's unnamed mistakes), narrowed to `reviewedGoals`. */
  | { kind: 'review' }
  /** Read the daily counts and the digest. */
  | { kind: 'read-counts' }
  /** Everything else is the owner's: rules, the nightly job, settings, people. `what` names it for the refusal. */
  | { kind: 'owner'; what: string };

/** Said to someone no person in taploop matches. */
export const STRANGER = 'Only people taploop knows can do this: ask an owner to add you (taploop people add).';

export function may(person: RoleHolder, act: Act): boolean {
  if (person.role === 'owner' || act.kind === 'read-counts') return true;
  if (person.role !== 'reviewer' || act.kind === 'owner') return false;
  if (act.kind === 'review') return person.goals.length > 0;
  return act.goal !== null && person.goals.includes(act.goal);
}

/** The goals whose drafts a person decides: null for an owner (every goal), none for a viewer. */
export const reviewedGoals = (person: RoleHolder): readonly string[] | null =>
  person.role === 'owner' ? null : person.role === 'reviewer' ? person.goals : [];

/** "a reviewer of “posts” and “replies”", "a viewer (daily counts only)". */
export function roleLabel(person: Pick<RoleHolder, 'role' | 'goals'>): string {
  if (person.role === 'owner') return 'an owner';
  if (person.role === 'viewer') return 'a viewer (daily counts only)';
  return `a reviewer of ${quotedList(person.goals)}`;
}

/** The sentence a refused person reads: what the act needs, and who they are signed in as. */
export function refusalText(person: RoleHolder, act: Act): string {
  const you = `you are ${person.name}, ${roleLabel(person)}.`;
  const ofGoal = (goal: string | null) => (goal === null ? 'an owner' : `an owner or a reviewer of “${goal}”`);
  switch (act.kind) {
    case 'decide':
      return `Deciding ${act.goal === null ? 'this draft' : `a “${act.goal}” draft`} needs ${ofGoal(act.goal)}; ${you}`;
    case 'answer-mistake':
      return `Answering “same mistake as…?” about ${act.goal === null ? 'this decision' : `a “${act.goal}” draft`} needs ${ofGoal(act.goal)}; ${you}`;
    case 'read-drafts':
      return `Reading drafts needs an owner or a reviewer; ${you}`;
    case 'review':
      return `Reviewing drafts needs an owner or a reviewer of a goal; ${you}`;
    case 'read-counts':
      return `Reading the daily counts needs a person taploop knows; ${you}`;
    case 'owner':
      return `${capitalised(act.what)} needs an owner; ${you}`;
  }
}

const quotedList = (goals: readonly string[]): string => {
  const q = goals.map((g) => `“${g}”`);
  return q.length <= 1 ? (q[0] ?? 'no goal') : `${q.slice(0, -1).join(', ')} and ${q.at(-1)}`;
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

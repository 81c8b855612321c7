// What a tap is about (a run or a rule), who tapped, and where: read from Slack's interaction payloads.
import type { BlockAction, ButtonAction, ViewOutput } from '@slack/bolt';
import type { Block } from './blocks.ts';
import type { ModalMeta, Where } from './views.ts';

/** The surface a tap came from: a card in a channel, the tapper's App Home, or somewhere we cannot edit. */
export type Surface =
  | {
      kind: 'message';
      channel: string;
      ts: string /** The card as Slack showed it, when the payload carried it. */;
      blocks?: Block[];
    }
  | { kind: 'home' }
  | { kind: 'none'; channel?: string };

export type Subject = { runId: string } | { ruleId: string };

export interface Tap {
  user: string;
  surface: Surface;
  subject: Subject;
}

/** Button values are the run or rule id; the action id's prefix says which. */
export function tapOfAction(body: BlockAction): Tap | null {
  const action = body.actions[0] as ButtonAction | undefined;
  if (!action?.value) return null;
  const subject = action.action_id.startsWith('rule_') ? { ruleId: action.value } : { runId: action.value };
  return { user: body.user.id, surface: surfaceOf(body), subject };
}

function surfaceOf(body: BlockAction): Surface {
  const c = body.container as { type?: string; channel_id?: string; message_ts?: string; is_ephemeral?: boolean };
  if (c.type === 'message' && c.channel_id && c.message_ts && !c.is_ephemeral) {
    const blocks = body.message?.['blocks'] as Block[] | undefined;
    return { kind: 'message', channel: c.channel_id, ts: c.message_ts, ...(blocks ? { blocks } : {}) };
  }
  if (c.type === 'view' && (body.view as ViewOutput | undefined)?.type === 'home') return { kind: 'home' };
  return { kind: 'none', ...(c.channel_id ? { channel: c.channel_id } : {}) };
}

/** A modal's submission acts on the card (or App Home) whose button opened it. */
export function tapOfModal(meta: ModalMeta, user: string, kind: 'run' | 'rule'): Tap {
  const w = meta.where;
  const surface: Surface = !w
    ? { kind: 'none' }
    : 'home' in w
      ? { kind: 'home' }
      : { kind: 'message', channel: w.channel, ts: w.ts };
  return { user, surface, subject: kind === 'run' ? { runId: meta.id } : { ruleId: meta.id } };
}

export function whereOf(tap: Tap): Where {
  const s = tap.surface;
  return s.kind === 'message' ? { channel: s.channel, ts: s.ts } : s.kind === 'home' ? { home: true } : null;
}

/**
 * The tap's own id: Slack re-sends the same payload (same action_ts) on a retry, so a retry is a duplicate;
 * a second click is a new tap that the gateway answers with "already decided".
 */
export function actionEventKey(body: BlockAction): string {
  const action = body.actions[0]!;
  return `slack:${body.user.id}:${action.action_ts}:${action.action_id}`;
}

/** One modal is one decision: a retried or repeated submission of the same view stores nothing twice. */
export const viewEventKey = (view: ViewOutput) => `slack:view:${view.id}`;

/** Who decided by a click, as the gateway takes it: the click's own event key, the clicker, Slack. */
export const fromClick = (body: BlockAction) =>
  ({ eventKey: actionEventKey(body), actor: body.user.id, source: 'slack' }) as const;

/** Who decided in a modal, as the gateway takes it: the view's event key (one view, one decision), the submitter, Slack. */
export const fromModal = (view: ViewOutput, user: string) =>
  ({ eventKey: viewEventKey(view), actor: user, source: 'slack' }) as const;

/** Whether the card the tapper saw still had buttons (unknown counts as yes: re-rendering is harmless). */
export function showsButtons(surface: Surface): boolean {
  return surface.kind !== 'message' || !surface.blocks || surface.blocks.some((b) => b.type === 'actions');
}

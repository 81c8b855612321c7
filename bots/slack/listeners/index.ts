// Every Slack listener, registered in one place: each file is one interaction.
import type { App } from '@slack/bolt';
import { applyFix } from './apply-fix.ts';
import { approve } from './approve.ts';
import { commands } from './commands.ts';
import { edit } from './edit.ts';
import { home } from './home.ts';
import type { ListenerDeps } from './listener.ts';
import { mistake } from './mistake.ts';
import { openInbox } from './open-inbox.ts';
import { reject } from './reject.ts';
import { ruleConfirm } from './rule-confirm.ts';
import { ruleMerge } from './rule-merge.ts';
import { ruleReject } from './rule-reject.ts';
import { ruleReword } from './rule-reword.ts';
import { trust } from './trust.ts';
import { undo } from './undo.ts';

export function registerListeners(app: App, deps: ListenerDeps): void {
  for (const listener of [
    approve,
    applyFix,
    edit,
    reject,
    mistake,
    ruleConfirm,
    ruleMerge,
    ruleReword,
    ruleReject,
    trust,
    undo,
    commands,
    home,
    openInbox,
  ])
    listener(app, deps);
}

// The notify target: each new pending draft is one message to NOTIFY_URL per person who may decide it, carrying that
// person's one-tap approve and reject links, sent through the shared outbox under the outbound policy, signed.
import type { Queryable } from '../../db/client.ts';
import {
  decidersOf,
  insertActionLink,
  insertNotification,
  type LinkAction,
  type NotificationRow,
} from '../../db/queries/notifications.ts';
import { markDelivered } from '../../db/queries/outbox.ts';
import { findPerson } from '../../db/queries/people.ts';
import { findRun, type Run } from '../../db/queries/runs.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { newId } from '../kernel/ids.ts';
import { may } from '../kernel/roles.ts';
import { baseAddress, newToken, tokenHash } from '../kernel/tokens.ts';
import { callbackSecret } from './callbacks.ts';
import { withTimeout } from './lanes.ts';
import { deliverSigned, outboundUrlProblem } from './outbound.ts';
import { createOutbox, type OutboxTuning } from './outbox.ts';

/** Where the inbox serves an action link's page; the token follows. */
export const ACT_PATH = '/act/';

/** Long enough to answer a morning's notifications in the evening; a decided run ends its links sooner. */
export const ACT_LINK_HOURS = 24;

/** What a notification says, minus its links (made when it is sent, so only their hashes are ever stored). */
export interface NotificationPayload {
  goal: string;
  agent: string | null;
  sender: string | null;
  draft: string;
  person: string;
}

/** NOTIFY_URL for one person: `{person}` becomes their name as an ntfy topic takes it (letters, digits, - and _). */
export function notifyUrlFor(template: string, personName: string): string {
  const topic = personName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-');
  return template.replaceAll('{person}', encodeURIComponent(topic));
}

/** Queued in the transaction that stores the run: one notification per owner and reviewer of the run's goal. */
export async function enqueueNotifications(
  tx: Queryable,
  config: Pick<GatewayDeps['config'], 'notifyUrl'>,
  run: Run,
): Promise<number> {
  if (!config.notifyUrl) return 0;
  const people = await decidersOf(tx, run.goal);
  for (const person of people) {
    const payload: NotificationPayload = {
      goal: run.goal,
      agent: run.agent,
      sender: run.sender ?? null,
      draft: run.draft,
      person: person.name,
    };
    await insertNotification(tx, {
      id: newId('ntf'),
      run_id: run.id,
      person_id: person.id,
      url: notifyUrlFor(config.notifyUrl, person.name),
      payload,
    });
  }
  return people.length;
}

/** Makes the person's approve and reject links for the run; only their hashes are stored. */
async function makeLinks(
  deps: Pick<GatewayDeps, 'db' | 'config'>,
  personId: string,
  runId: string,
): Promise<Record<LinkAction, string>> {
  const expires_at = new Date(Date.now() + ACT_LINK_HOURS * 3_600_000);
  const base = `${baseAddress(deps.config)}${ACT_PATH}`;
  const links = { approve: newToken(), reject: newToken() };
  await deps.db.transaction(async (tx) => {
    for (const action of ['approve', 'reject'] as const) {
      await insertActionLink(tx, {
        token_hash: tokenHash(links[action]),
        person_id: personId,
        run_id: runId,
        action,
        expires_at,
      });
    }
  });
  return { approve: `${base}${links.approve}`, reject: `${base}${links.reject}` };
}

/** The message as a phone shows it: plain text with the draft and the two links, ntfy's title and buttons in headers. */
export function notificationMessage(
  p: NotificationPayload,
  links: Record<LinkAction, string>,
): { headers: Record<string, string>; body: string } {
  const from = p.agent ?? p.sender;
  const body = [
    `A “${p.goal}” draft${from ? ` from ${from}` : ''} waits for you, ${p.person}:`,
    '',
    p.draft,
    '',
    `Approve: ${links.approve}`,
    `Reject: ${links.reject}`,
    '',
    `Each link opens a page with one button; it works once, within ${ACT_LINK_HOURS} hours, while the draft is pending.`,
  ].join('\n');
  return {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'x-taploop-event': 'run.pending',
      // ntfy reads these; other receivers ignore them. A goal's name is ASCII, so the header is too.
      title: `taploop: a "${p.goal}" draft to decide`,
      actions: `view, Approve, ${links.approve}; view, Reject, ${links.reject}`,
    },
    body,
  };
}

export interface NotifyDispatcherOptions extends OutboxTuning {}

export type NotifyDispatcher = ReturnType<typeof createNotifyDispatcher>;

/** The notify outbox: one lane per receiver URL, retried on the shared backoff, nothing sent while the database is held. */
export function createNotifyDispatcher(
  deps: Pick<GatewayDeps, 'db' | 'config' | 'logger'>,
  opts: NotifyDispatcherOptions = {},
) {
  const log = deps.logger.child({ component: 'notify' });
  const secret = () =>
    deps.config.callbackSecret ? Promise.resolve(deps.config.callbackSecret) : callbackSecret(deps.db);

  /** Whether the message is still worth sending: the draft is pending and the person may still decide it. */
  async function stillAsked(n: NotificationRow): Promise<string | null> {
    const run = await findRun(deps.db, n.run_id);
    if (!run || run.status !== 'pending') return 'the draft is no longer pending';
    const person = await findPerson(deps.db, n.person_id);
    if (!person || !may(person, { kind: 'decide', goal: run.goal })) return 'the person may no longer decide it';
    return null;
  }

  return createOutbox(
    deps.db,
    {
      table: 'notifications',
      leaseSeconds: 120,
      pass: 'due at start',
      laneOf: (n) => n.url,
      async deliver(n) {
        const skip = await stillAsked(n);
        if (skip === null) {
          const policy = { allow: deps.config.outboundAllow };
          // A URL the policy refuses as written gets no links: deliverSigned refuses it before any connection.
          const links = outboundUrlProblem(n.url, policy)
            ? { approve: '', reject: '' }
            : await makeLinks(deps, n.person_id, n.run_id);
          const message = notificationMessage(JSON.parse(n.payload) as NotificationPayload, links);
          await withTimeout(
            deliverSigned('notification', n.url, {
              headers: { ...message.headers, 'idempotency-key': n.id },
              body: message.body,
              secret: await secret(),
              policy,
              log: (detail) => log.info('notification not delivered', { notification_id: n.id, detail }),
            }),
            deps.config.outbox.callTimeoutMs,
            'notification',
          );
        }
        await markDelivered(deps.db, 'notifications', n);
        log.info(skip ? 'notification not sent' : 'notification delivered', {
          notification_id: n.id,
          run_id: n.run_id,
          person: n.person_id,
          attempt: n.attempts,
          ...(skip ? { reason: skip } : {}),
        });
      },
      failed(n, error, last) {
        log[last ? 'error' : 'warn'](
          last ? 'notification failed for good' : 'notification attempt failed; will retry',
          {
            notification_id: n.id,
            attempt: n.attempts,
            error,
          },
        );
      },
      laneFailed: (err) => log.error('notification lane failed', { err }),
    },
    opts,
  );
}

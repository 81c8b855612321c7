// Cards: a pending draft with its three forms (approve, reject, edit), and a decided draft with its outcome.
import { deciderOf, describeSlot, type Precheck, type Run, type RunView, senderLabel } from '../../gateway/index.ts';
import { newEventKey } from './form.ts';
import { ago, channelName, formatTime, statusLabel } from './format.ts';

export interface TapFormProps {
  /** Where the form posts. */
  to: string;
  /** Hidden fields beside the event key (the action, the fix to apply). */
  fields?: Record<string, string>;
  class?: string;
  children: unknown;
}

/** A form that posts one tap with its own fresh event key: a double tap stores once, two different taps stay distinct. */
export function TapForm({ to, fields = {}, children, ...rest }: TapFormProps) {
  return (
    <form method="post" action={to} class={rest.class}>
      {Object.entries(fields).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="event_key" value={newEventKey()} />
      {children}
    </form>
  );
}

type DecideFormProps = Omit<TapFormProps, 'to' | 'fields'> & { run: Run; action: 'approve' | 'reject' | 'edit' };

const DecideForm = ({ run, action, ...rest }: DecideFormProps) => (
  <TapForm to={`/inbox/runs/${run.id}/decide`} fields={{ action }} {...rest} />
);

/** A reject form's optional reason and its button: the same on a draft and on a rule. */
export const RejectFields = () => (
  <>
    <input
      type="text"
      name="reason"
      maxlength={2000}
      placeholder="Reason (optional)"
      aria-label="Reason for rejecting"
    />
    <button type="submit" class="btn reject">
      Reject
    </button>
  </>
);

function Meta({ run, timezone, now }: { run: Run; timezone: string; now: Date }) {
  return (
    <p class="meta">
      <span class="goal">{run.goal}</span> · {senderLabel(run) ?? 'unnamed agent'} ·{' '}
      <time datetime={new Date(run.created_at).toISOString()}>
        {formatTime(run.created_at, timezone)} ({ago(run.created_at, now)})
      </time>
      {run.expires_at && ` · expires ${formatTime(run.expires_at, timezone)}`}
    </p>
  );
}

/** What the draft likely repeats (at most two lines), and the owner's earlier fix as one button when it applies. */
function PrecheckLine({ run, precheck }: { run: Run; precheck: Precheck }) {
  return (
    <div class="precheck">
      <p class="precheck-text">🔁 {precheck.text}</p>
      {precheck.fix && (
        <TapForm to={`/inbox/runs/${run.id}/fix`} fields={{ feedback_id: precheck.fix.feedback_id }}>
          <button type="submit" class="btn edit" title={precheck.fix.text}>
            Apply that fix
          </button>
        </TapForm>
      )}
    </div>
  );
}

export function PendingCard({
  run,
  timezone,
  now,
  precheck = null,
}: {
  run: Run;
  timezone: string;
  now: Date;
  precheck?: Precheck | null;
}) {
  const rows = Math.min(14, Math.max(4, run.draft.split('\n').length + Math.ceil(run.draft.length / 40)));
  return (
    <article class="card" id={run.id} data-status="pending">
      <Meta run={run} timezone={timezone} now={now} />
      {run.task && (
        <p class="task">
          <b>Task:</b> {run.task}
        </p>
      )}
      {precheck && <PrecheckLine run={run} precheck={precheck} />}
      <p class="draft">{run.draft}</p>
      <DecideForm run={run} action="approve">
        <button type="submit" class="btn approve">
          Approve
        </button>
      </DecideForm>
      <DecideForm run={run} action="reject" class="row">
        <RejectFields />
      </DecideForm>
      <details>
        <summary class="btn">Edit</summary>
        <DecideForm run={run} action="edit">
          {/* The leading newline is eaten by the HTML parser, so a draft that starts with one keeps it. */}
          <textarea name="text" rows={rows} aria-label="Edited draft">
            {`\n${run.draft}`}
          </textarea>
          <button type="submit" class="btn edit">
            Save edit
          </button>
        </DecideForm>
      </details>
    </article>
  );
}

export function DecidedCard({ run, timezone, now }: { run: RunView; timezone: string; now: Date }) {
  const d = run.decision;
  const decidedAt = run.decided_at ?? d?.created_at ?? null;
  const by = deciderOf(run.decided_by, run.decided_via);
  return (
    <article class={`card done ${run.status}`} id={run.id} data-status={run.status}>
      <p class="meta">
        <span class={`badge ${run.status}`}>{statusLabel[run.status]}</span> <span class="goal">{run.goal}</span> ·{' '}
        {senderLabel(run) ?? 'unnamed agent'}
      </p>
      <p class="small">
        {decidedAt ? `${formatTime(decidedAt, timezone)} (${ago(decidedAt, now)})` : 'time unknown'} · in{' '}
        {channelName(run.decided_via)}
        {by ? ` by ${by}` : ''}
        {d?.edit_kind ? ` · ${d.edit_kind} edit` : ''}
      </p>
      <p class="draft">{run.status === 'rejected' ? run.draft : (run.final_text ?? run.draft)}</p>
      {d?.reason && (
        <p>
          <b>Reason:</b> {d.reason}
        </p>
      )}
      {run.publication && <PublicationLine run={run} />}
      {run.status === 'edited' && (
        <details>
          <summary class="small">Original draft</summary>
          <p class="draft">{run.draft}</p>
        </details>
      )}
    </article>
  );
}

/** "Publishes at 15:00 Europe/Berlin (2 of 3 that day)" with Undo while it is still queued; the time is in the goal's zone. */
function PublicationLine({ run }: { run: RunView }) {
  const p = run.publication!;
  if (p.status !== 'queued') return <p class="small">{capitalise(describeSlot(p))}.</p>;
  return (
    <TapForm to={`/inbox/runs/${run.id}/undo`} class="row">
      <span class="small">{capitalise(describeSlot(p))}.</span>
      <button type="submit" class="btn undo">
        Undo
      </button>
    </TapForm>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// The inbox page: flash banners and the same-mistake question, pending drafts, recent decisions, rules and stats, top
// to bottom; the week's unnamed mistakes have a page of their own (mistake.tsx), linked from the header.
import { notStored, type Person, RELEASE_HOW, type Run } from '../../gateway/index.ts';
import { Banners } from './banners.tsx';
import { DecidedCard, PendingCard } from './cards.tsx';
import { StatsSection } from './chart.tsx';
import { type InboxData, PENDING_SHOWN } from './data.ts';
import { MISTAKES_PAGE } from './flash.ts';
import { statusLabel } from './format.ts';
import { Layout } from './layout.tsx';
import { LIVE_EVERY_MS } from './live.ts';
import { MistakeQuestionForm } from './mistake.tsx';
import { RulesSection } from './rules.tsx';
import { ownsRules } from './seen-by.tsx';
import { SignedInBar } from './sign-in.tsx';

export function inboxPage(
  data: InboxData,
  opts: { timezone: string; now?: Date; liveEveryMs?: number; person?: Person | null },
) {
  const { pending, recent, stats, flash } = data;
  const inRules = flash.section === 'rules';
  const now = opts.now ?? new Date();
  const tz = opts.timezone;
  return (
    <Layout title={inboxTitle(stats.pending_drafts)}>
      <header class="top">
        <h1>taploop inbox</h1>
        <nav>
          <a href="#pending">Pending ({stats.pending_drafts})</a>
          <a href="#decided">Decided</a>
          {data.unnamed > 0 && <a href={MISTAKES_PAGE}>Name mistakes ({data.unnamed})</a>}
          <a href="#rules">Rules{data.candidates.length ? ` (${data.candidates.length} waiting)` : ''}</a>
          <a href="#stats">Stats</a>
        </nav>
        {opts.person && <SignedInBar person={opts.person} />}
      </header>
      <main>
        {data.saved && (
          <p class="banner ok" role="status">
            {data.saved.status === 'pending'
              ? `Undone: the “${data.saved.goal}” draft is pending again, and its publication cancelled.`
              : `Saved: ${statusLabel[data.saved.status].toLowerCase()} the “${data.saved.goal}” draft.`}
          </p>
        )}
        {data.held && (
          <p class="banner error" role="alert">
            This is a restored copy, held: decisions are saved here, but no card, publication or callback goes out until{' '}
            {RELEASE_HOW}.
          </p>
        )}
        {data.question && <MistakeQuestionForm question={data.question} timezone={tz} />}
        {!inRules && <Banners flash={flash} />}
        {notStored(stats.totals.taps) > 0 && (
          <a class="banner error" href="#stats">
            ⚠️ Some taps were received but not stored. See Stats.
          </a>
        )}

        <PendingSection
          pending={pending}
          prechecks={data.prechecks}
          total={stats.pending_drafts}
          timezone={tz}
          now={now}
        />

        <section id="decided">
          <h2>Recently decided</h2>
          {recent.length === 0 && <p class="empty">No decisions yet.</p>}
          {recent.map((run) => (
            <DecidedCard run={run} timezone={tz} now={now} />
          ))}
        </section>

        <RulesSection
          active={data.active}
          candidates={data.candidates}
          goals={data.goals}
          flash={inRules ? flash : null}
          owner={ownsRules(opts.person ?? null)}
        />

        <StatsSection stats={stats} />
      </main>
      <script
        src="/inbox/live.js"
        data-every={String(opts.liveEveryMs ?? LIVE_EVERY_MS)}
        data-pending={pendingIds(pending)}
        defer
      />
    </Layout>
  );
}

/** The pending drafts: part of the page, and alone at /inbox/pending for the page's light poll. */
export function PendingSection(props: {
  pending: Run[];
  prechecks: InboxData['prechecks'];
  total: number;
  timezone: string;
  now: Date;
}) {
  const { pending, prechecks, total, timezone, now } = props;
  return (
    <section id="pending">
      <h2>Pending drafts ({total})</h2>
      {pending.length === 0 && <p class="empty">Nothing waiting. New drafts appear here when agents submit them.</p>}
      {pending.map((run) => (
        <PendingCard run={run} timezone={timezone} now={now} precheck={prechecks.get(run.id) ?? null} />
      ))}
      {total > pending.length && (
        <p class="small">
          Showing the newest {PENDING_SHOWN} of {total}; decide these to see the rest.
        </p>
      )}
    </section>
  );
}

/** What the poll compares: which drafts are pending, in order (the forms' fresh event keys differ on every render). */
export const pendingIds = (pending: Run[]) => pending.map((r) => r.id).join(',');

export const inboxTitle = (pendingDrafts: number) =>
  pendingDrafts ? `(${pendingDrafts}) taploop inbox` : 'taploop inbox';

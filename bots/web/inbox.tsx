// The inbox page: flash banners, pending drafts, recent decisions, rules and stats, top to bottom.
import { Banners } from './banners.tsx';
import { DecidedCard, PendingCard } from './cards.tsx';
import { StatsSection } from './chart.tsx';
import { PENDING_SHOWN, type InboxData } from './data.ts';
import { statusLabel } from './format.ts';
import { Layout } from './layout.tsx';
import { RulesSection } from './rules.tsx';

export function inboxPage(data: InboxData, opts: { timezone: string; now?: Date }) {
  const { pending, recent, stats, flash } = data;
  const inRules = flash.section === 'rules';
  const now = opts.now ?? new Date();
  const tz = opts.timezone;
  return (
    <Layout title={stats.pending_drafts ? `(${stats.pending_drafts}) taploop inbox` : 'taploop inbox'}>
      <header class="top">
        <h1>taploop inbox</h1>
        <nav>
          <a href="#pending">Pending ({stats.pending_drafts})</a>
          <a href="#decided">Decided</a>
          <a href="#rules">Rules{data.candidates.length ? ` (${data.candidates.length} waiting)` : ''}</a>
          <a href="#stats">Stats</a>
        </nav>
      </header>
      <main>
        {data.saved && (
          <p class="banner ok" role="status">
            Saved: {statusLabel[data.saved.status].toLowerCase()} the “{data.saved.goal}” draft.
          </p>
        )}
        {!inRules && <Banners flash={flash} />}
        {stats.warning && (
          <a class="banner error" href="#stats">
            ⚠️ Some taps were received but not stored. See Stats.
          </a>
        )}

        <section id="pending">
          <h2>Pending drafts ({stats.pending_drafts})</h2>
          {pending.length === 0 && <p class="empty">Nothing waiting. New drafts appear here when agents submit them.</p>}
          {pending.map((run) => (
            <PendingCard run={run} timezone={tz} now={now} precheck={data.prechecks.get(run.id) ?? null} />
          ))}
          {stats.pending_drafts > pending.length && (
            <p class="small">
              Showing the newest {PENDING_SHOWN} of {stats.pending_drafts}; decide these to see the rest.
            </p>
          )}
        </section>

        <section id="decided">
          <h2>Recently decided</h2>
          {recent.length === 0 && <p class="empty">No decisions yet.</p>}
          {recent.map((run) => (
            <DecidedCard run={run} timezone={tz} now={now} />
          ))}
        </section>

        <RulesSection active={data.active} candidates={data.candidates} goals={data.goals} flash={inRules ? flash : null} />

        <StatsSection stats={stats} />
      </main>
    </Layout>
  );
}

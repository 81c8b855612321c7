// The inbox page: flash banners, pending drafts, recent decisions, rules and stats, top to bottom.
import type { Rule } from '../../db/queries/rules.ts';
import { DecidedCard, PendingCard } from './cards.tsx';
import { StatsSection } from './chart.tsx';
import { PENDING_SHOWN, type InboxData } from './data.ts';
import { statusLabel } from './format.ts';
import { Layout } from './layout.tsx';

export function inboxPage(data: InboxData, opts: { timezone: string; now?: Date }) {
  const { pending, recent, stats } = data;
  const now = opts.now ?? new Date();
  const tz = opts.timezone;
  return (
    <Layout title={stats.pending_drafts ? `(${stats.pending_drafts}) taploop inbox` : 'taploop inbox'}>
      <header class="top">
        <h1>taploop inbox</h1>
        <nav>
          <a href="#pending">Pending ({stats.pending_drafts})</a>
          <a href="#decided">Decided</a>
          <a href="#rules">Rules</a>
          <a href="#stats">Stats</a>
        </nav>
      </header>
      <main>
        {data.saved && (
          <p class="banner ok" role="status">
            Saved: {statusLabel[data.saved.status].toLowerCase()} the “{data.saved.goal}” draft.
          </p>
        )}
        {data.error && (
          <p class="banner error" role="alert">
            {data.error}
          </p>
        )}
        {stats.warning && (
          <a class="banner error" href="#stats">
            ⚠️ Some taps were received but not stored. See Stats.
          </a>
        )}

        <section id="pending">
          <h2>Pending drafts ({stats.pending_drafts})</h2>
          {pending.length === 0 && <p class="empty">Nothing waiting. New drafts appear here when agents submit them.</p>}
          {pending.map((run) => (
            <PendingCard run={run} timezone={tz} now={now} />
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

        <section id="rules">
          <h2>Rules</h2>
          <h3>Active ({data.active.length})</h3>
          <RuleList rules={data.active} empty="No active rules yet." />
          <h3>Candidates ({data.candidates.length})</h3>
          <p class="small">Proposed from repeated corrections; none is active until you confirm it in chat.</p>
          <RuleList rules={data.candidates} empty="No candidates waiting." />
        </section>

        <StatsSection stats={stats} />
      </main>
    </Layout>
  );
}

function RuleList({ rules, empty }: { rules: Rule[]; empty: string }) {
  if (rules.length === 0) return <p class="empty">{empty}</p>;
  return (
    <ul class="plain">
      {rules.map((rule) => (
        <li class="card" id={rule.id}>
          <p class="meta">
            <span class={`badge ${rule.status}`}>
              {rule.status === 'candidate' ? (rule.proposal === 'retire' ? 'Candidate: retire' : 'Candidate') : 'Active'}
            </span>{' '}
            {rule.goal ? (
              <span class="goal">{rule.goal}</span>
            ) : (
              'every goal'
            )}
          </p>
          <b>{rule.title}</b>
          <p style="margin:.3rem 0 0;white-space:pre-wrap">{rule.body}</p>
        </li>
      ))}
    </ul>
  );
}

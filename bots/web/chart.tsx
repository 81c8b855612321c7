// Stats: today's counts, a 14-day stacked bar chart in inline SVG (no JS) with who decided under it, and every tap
// with what became of it.
import {
  type DayStats,
  notStored,
  type PersonCounts,
  peopleOver,
  type Stats,
  TAP_MEANINGS,
  TAP_OUTCOMES,
  type TapOutcomeName,
  tapWord,
} from '../../gateway/index.ts';

const SERIES = [
  { key: 'approvals', label: 'Approved', color: '#2e7d32' },
  { key: 'edits', label: 'Edited', color: '#1565c0' },
  { key: 'rejections', label: 'Rejected', color: '#c62828' },
] as const;

const W = 360;
const H = 170;
const TOP = 18; // room for the totals above the bars
const BOTTOM = 22; // room for the day labels
const LEFT = 4;

export function DecisionChart({ days }: { days: DayStats[] }) {
  const total = (d: DayStats) => d.approvals + d.edits + d.rejections;
  const max = Math.max(1, ...days.map(total));
  const plot = H - TOP - BOTTOM;
  const slot = (W - LEFT) / Math.max(1, days.length);
  const barW = slot * 0.62;
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return (
    <figure style="margin:0">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Decisions per day from ${first} to ${last}: approved, edited and rejected`}
      >
        <line x1={LEFT} x2={W} y1={TOP + plot} y2={TOP + plot} stroke="#9aa0a6" stroke-width="1" />
        {days.map((d, i) => {
          const x = LEFT + i * slot + (slot - barW) / 2;
          let y = TOP + plot;
          const bars = SERIES.map((s) => {
            const h = (d[s.key] / max) * plot;
            y -= h;
            return h > 0 ? (
              <rect x={x.toFixed(1)} y={y.toFixed(1)} width={barW.toFixed(1)} height={h.toFixed(1)} fill={s.color}>
                <title>{`${d.day}: ${d[s.key]} ${s.label.toLowerCase()}`}</title>
              </rect>
            ) : null;
          });
          const cx = (x + barW / 2).toFixed(1);
          return (
            <g>
              {bars}
              {total(d) > 0 && (
                <text x={cx} y={(y - 4).toFixed(1)} text-anchor="middle" font-size="11" fill="#1c1e21">
                  {total(d)}
                </text>
              )}
              <text x={cx} y={H - 6} text-anchor="middle" font-size="10" fill="#5f6368">
                {d.day.slice(8)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption class="legend">
        {SERIES.map((s) => (
          <span>
            <i style={`background:${s.color}`} />
            {s.label}
          </span>
        ))}
        <span class="small">
          {first} → {last} (day of month below each bar)
        </span>
      </figcaption>
    </figure>
  );
}

export function StatsSection({ stats }: { stats: Stats }) {
  const today = stats.days.at(-1);
  const t = stats.totals;
  return (
    <section id="stats">
      <h2>Stats</h2>
      {stats.warning && (
        <div class="warn" role="alert">
          {stats.warning}
        </div>
      )}
      <h3>Today{today ? ` (${today.day}, ${stats.timezone})` : ''}</h3>
      <div class="kpis card">
        <span>
          <b>{today?.approvals ?? 0}</b>approved
        </span>
        <span>
          <b>{today?.edits ?? 0}</b>edited
        </span>
        <span>
          <b>{today?.rejections ?? 0}</b>rejected
        </span>
      </div>
      <h3>Last {stats.days.length} days</h3>
      <div class="card">
        <DecisionChart days={stats.days} />
      </div>
      <PeopleTable people={peopleOver(stats.days)} days={stats.days.length} />
      <h3>Taps received and what became of them</h3>
      <table class="card" id="taps">
        <tr>
          <th></th>
          <th>Today</th>
          <th>{stats.days.length} days</th>
        </tr>
        <tr>
          <td>{label('received')}</td>
          <td>{today?.taps.received ?? 0}</td>
          <td>{t.taps.received}</td>
        </tr>
        {TAP_OUTCOMES.map((o) => (
          <tr class={MUST_STAY_ZERO.includes(o) && t.taps[o] > 0 ? 'bad' : undefined}>
            <td>{label(o)}</td>
            <td>{today?.taps[o] ?? 0}</td>
            <td>{t.taps[o]}</td>
          </tr>
        ))}
      </table>
      <dl class="small" id="tap-words">
        {TAP_OUTCOMES.map((o) => (
          <>
            <dt>{label(o)}</dt>
            <dd>{TAP_MEANINGS[o]}</dd>
          </>
        ))}
      </dl>
      <p class="small">
        Received is the sum of the rest. {label('failed')} and {tapWord('lost')} are taps received but not stored: they
        must stay 0{notStored(t.taps) > 0 ? `, and are ${notStored(t.taps)} now` : ''}.
      </p>
    </section>
  );
}

/** Each person's decisions in the chart's days, beside its totals: four narrow columns, so it fits a phone. */
function PeopleTable({ people, days }: { people: PersonCounts[]; days: number }) {
  return (
    <>
      <h3>Who decided in these {days} days</h3>
      {people.length === 0 ? <p class="small">Nobody.</p> : <PeopleRows people={people} />}
    </>
  );
}

function PeopleRows({ people }: { people: PersonCounts[] }) {
  return (
    <table class="card people" id="people">
      <tr>
        <th>Person</th>
        <th>Approved</th>
        <th>Rejected</th>
        <th>Edited</th>
      </tr>
      {people.map((p) => (
        <tr>
          <td>{p.person}</td>
          <td>{p.approved}</td>
          <td>{p.rejected}</td>
          <td>{p.edited}</td>
        </tr>
      ))}
    </table>
  );
}

/** Taps received but not stored: their row turns red when any. */
const MUST_STAY_ZERO: readonly TapOutcomeName[] = ['failed', 'lost'];

/** The outcome's word with a capital, as a row label. */
const label = (o: TapOutcomeName | 'received') => tapWord(o).replace(/^./, (c) => c.toUpperCase());

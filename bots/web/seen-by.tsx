// What each role sees of the inbox: an owner all of it; a reviewer the drafts, decisions and questions of their goals
// and the rules that reach them, without the owner's forms; a viewer the daily counts alone.
import { may, type Person, type Run, type Stats } from '../../gateway/index.ts';
import { StatsSection } from './chart.tsx';
import type { InboxData, loadUnnamed } from './data.ts';
import { Layout } from './layout.tsx';
import { SignedInBar } from './sign-in.tsx';

/** Whether the person's page shows this goal's drafts (null: the owner by token, who sees everything). */
const reads = (person: Person | null, goal: string) => !person || may(person, { kind: 'read-drafts', goal });

/** Runs of the goals the person reviews, in the order given. */
export const runsSeenBy = <T extends Pick<Run, 'goal'>>(person: Person | null, runs: T[]): T[] =>
  runs.filter((r) => reads(person, r.goal));

/** Whether the person decides rules and runs the nightly job (the rules section's forms). */
export const ownsRules = (person: Person | null) => !person || person.role === 'owner';

/**
 * The inbox page's data as a reviewer sees it. The pending count is of the drafts shown (a reviewer's goals among the
 * newest PENDING_SHOWN of every goal); the week's unnamed mistakes are counted for every goal, so their link is left to
 * the owner, and a reviewer is asked about their own decisions as they make them.
 */
export function seenBy(person: Person | null, data: InboxData): InboxData {
  if (ownsRules(person)) return data;
  const pending = runsSeenBy(person, data.pending);
  return {
    ...data,
    pending,
    recent: runsSeenBy(person, data.recent),
    active: data.active.filter((r) => r.goal === null || reads(person, r.goal)),
    candidates: [],
    goals: person?.goals ?? [],
    stats: { ...data.stats, pending_drafts: pending.length },
    saved: data.saved && reads(person, data.saved.goal) ? data.saved : null,
    question: data.question && reads(person, data.question.goal) ? data.question : null,
    unnamed: 0,
  };
}

/** The week's unnamed mistakes of the reviewer's goals. */
export function unnamedSeenBy(
  person: Person | null,
  data: Awaited<ReturnType<typeof loadUnnamed>>,
): Awaited<ReturnType<typeof loadUnnamed>> {
  if (ownsRules(person)) return data;
  const questions = data.unnamed.questions.filter((q) => reads(person, q.goal));
  return { ...data, unnamed: { ...data.unnamed, questions, unnamed: questions.length } };
}

/** A viewer's inbox: the daily counts, and who is signed in. */
export function countsPage(stats: Stats, person: Person) {
  return (
    <Layout title="taploop: daily counts">
      <header class="top">
        <h1>taploop</h1>
        <SignedInBar person={person} />
      </header>
      <main>
        <StatsSection stats={stats} />
      </main>
    </Layout>
  );
}

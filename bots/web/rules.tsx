// The rules section: candidates to decide, active rules with their effect, a form to add a rule, and the nightly job button.
import type { RuleView } from '../../gateway/index.ts';
import { Banners } from './banners.tsx';
import type { Flash } from './flash.ts';
import { ActiveRuleCard, CandidateCard } from './rule-cards.tsx';

export interface RulesSectionProps {
  active: RuleView[];
  candidates: RuleView[];
  goals: string[];
  /** Banners from a rules form land here, where the redirect jumps to. */
  flash: Flash | null;
  /** The owner decides, adds and mines rules; anyone else reads the active ones (default: the owner). */
  owner?: boolean;
}

export function RulesSection({ active, candidates, goals, flash, owner = true }: RulesSectionProps) {
  const byId = new Map(active.map((r) => [r.id, r]));
  if (!owner) {
    return (
      <section id="rules">
        <h2>Rules</h2>
        <ActiveRules active={active} />
      </section>
    );
  }
  return (
    <section id="rules">
      <h2>Rules</h2>
      {flash && <Banners flash={flash} />}
      <h3>Waiting for your decision ({candidates.length})</h3>
      <p class="small">
        Proposed from repeated corrections; none reaches your agents until you confirm it here or in chat.
      </p>
      {candidates.length === 0 && <p class="empty">No candidates waiting.</p>}
      {candidates.map((rule) => (
        <CandidateCard rule={rule} target={rule.target_rule_id ? (byId.get(rule.target_rule_id) ?? null) : null} />
      ))}
      <NightlyForm />

      <ActiveRules active={active} />
      <AddRuleForm goals={goals} />
    </section>
  );
}

function ActiveRules({ active }: { active: RuleView[] }) {
  return (
    <>
      <h3>Active ({active.length})</h3>
      {active.length === 0 ? (
        <p class="empty">No active rules yet.</p>
      ) : (
        <ul class="plain">
          {active.map((rule) => (
            <ActiveRuleCard rule={rule} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Candidates normally come at night; this runs the same idempotent job now. */
function NightlyForm() {
  return (
    <form method="post" action="/inbox/nightly" class="nightly">
      <span class="small">New candidates come from the nightly job.</span>
      <button type="submit" class="btn secondary">
        Run the nightly job now
      </button>
    </form>
  );
}

function AddRuleForm({ goals }: { goals: string[] }) {
  return (
    <details class="add-rule" id="add-rule">
      <summary class="btn">Add a rule</summary>
      <form method="post" action="/inbox/rules" class="card">
        <label for="rule-title">Title</label>
        <input type="text" id="rule-title" name="title" required maxlength={200} placeholder="No exclamation marks" />
        <label for="rule-body">Rule</label>
        <textarea
          id="rule-body"
          name="body"
          rows={4}
          required
          maxlength={5000}
          placeholder="Write calmly: no exclamation marks in posts."
        />
        <label for="rule-goal">
          Goal <span class="small">(leave empty for every goal)</span>
        </label>
        <input
          type="text"
          id="rule-goal"
          name="goal"
          list="rule-goals"
          maxlength={64}
          autocapitalize="none"
          placeholder="every goal"
        />
        <datalist id="rule-goals">
          {goals.map((g) => (
            <option value={g} />
          ))}
        </datalist>
        <button type="submit" class="btn edit">
          Add rule
        </button>
      </form>
    </details>
  );
}

// Rule cards: a candidate with Confirm · Reword · Reject forms (a retirement proposal names the rule it retires; one
// like an existing rule adds "Same mistake as that rule"), an active rule with its effect.
import {
  alikeRuleName,
  correctedByText,
  effectivenessLine,
  type RuleAction,
  type RuleView,
} from '../../gateway/index.ts';
import { RejectFields, TapForm, type TapFormProps } from './cards.tsx';

type RuleFormProps = Omit<TapFormProps, 'to' | 'fields'> & { rule: RuleView; action: RuleAction };

const RuleForm = ({ rule, action, ...rest }: RuleFormProps) => (
  <TapForm to={`/inbox/rules/${rule.id}/decide`} fields={{ action }} {...rest} />
);

const scope = (rule: RuleView) => (rule.goal ? <span class="goal">{rule.goal}</span> : 'every goal');

function evidence(rule: RuleView): string {
  const n = rule.evidence.length;
  return n === 0 ? 'no corrections recorded' : `rests on ${n} ${n === 1 ? 'correction' : 'corrections'}`;
}

/** Title, then the body when it says more than the title. */
function RuleText({ rule }: { rule: Pick<RuleView, 'title' | 'body'> }) {
  return (
    <>
      <p class="rule-title">{rule.title}</p>
      {rule.body.trim() !== rule.title.trim() && <p class="rule-body">{rule.body}</p>}
    </>
  );
}

/** `target` is the active rule a retirement proposal would retire, when it is still in the active list. */
export function CandidateCard({ rule, target }: { rule: RuleView; target: RuleView | null }) {
  const retire = rule.proposal === 'retire';
  const rows = Math.min(10, Math.max(3, Math.ceil(rule.body.length / 36) + rule.body.split('\n').length));
  return (
    <article class={`card rule ${retire ? 'retire' : 'candidate'}`} id={rule.id} data-status="candidate">
      <p class="meta">
        <span class={`badge ${retire ? 'retire' : 'candidate'}`}>{retire ? 'Retire?' : 'Candidate'}</span> {scope(rule)}{' '}
        · {evidence(rule)}
      </p>
      {retire ? (
        <>
          <p class="rule-title">{target ? `Retire: ${target.title}` : rule.title}</p>
          {target && target.body.trim() !== target.title.trim() && <p class="draft">{target.body}</p>}
          <p class="rule-body">{rule.body}</p>
          {target && <p class="small effect">Effect so far: {effectivenessLine(target.effectiveness)}</p>}
        </>
      ) : (
        <>
          <RuleText rule={rule} />
          {correctedByText(rule.corrected_by) && <p class="small corrected-by">{correctedByText(rule.corrected_by)}</p>}
          {rule.alike_rule_id && <Alike rule={rule} />}
        </>
      )}
      <RuleForm rule={rule} action="confirm">
        <button type="submit" class="btn approve">
          {retire ? 'Confirm: retire it' : 'Confirm'}
        </button>
      </RuleForm>
      {/* Rewording a retirement would change nothing: the proposal's words are not a rule. */}
      {!retire && (
        <details>
          <summary class="btn">Reword</summary>
          <RuleForm rule={rule} action="reword">
            <textarea name="text" rows={rows} maxlength={5000} aria-label="The rule in your words">
              {`\n${rule.body}`}
            </textarea>
            <button type="submit" class="btn edit">
              Save and activate
            </button>
          </RuleForm>
        </details>
      )}
      <RuleForm rule={rule} action="reject" class="row">
        <RejectFields />
      </RuleForm>
    </article>
  );
}

/** The goal's rule the candidate's corrections look like (the nightly job found it): one tap joins them to it. */
function Alike({ rule }: { rule: RuleView }) {
  return (
    <div class="alike">
      <p>
        🔗 Looks like your rule “{alikeRuleName(rule)}”. If it is the same mistake, its corrections can count for it.
      </p>
      <RuleForm rule={rule} action="merge">
        <button type="submit" class="btn secondary">
          🔗 Same mistake as that rule
        </button>
      </RuleForm>
    </div>
  );
}

export function ActiveRuleCard({ rule }: { rule: RuleView }) {
  return (
    <li class="card rule" id={rule.id} data-status="active">
      <p class="meta">
        <span class="badge active">Active</span> {scope(rule)} ·{' '}
        {rule.source === 'manual' ? 'added by hand' : evidence(rule)}
      </p>
      <RuleText rule={rule} />
      <p class="small effect">
        <b>Effect:</b> {effectivenessLine(rule.effectiveness)}
      </p>
    </li>
  );
}

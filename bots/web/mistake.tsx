// "Same mistake as one of these?" under the saved banner after an edit or a rejection: the owner's tap names the
// mistake for the nightly job (gateway/learning/owner-names.ts). Ignoring it is fine; the decision is already stored.
import { choiceText, MISTAKE_HINT, MISTAKE_PROMPT, type MistakeQuestion, NEW_MISTAKE } from '../../gateway/index.ts';

/** One form, one button per answer: the tapped button sends its own name and value (same_as, rule_id or new). */
export function MistakeQuestionForm({ question, timezone }: { question: MistakeQuestion; timezone: string }) {
  return (
    <form
      method="post"
      action={`/inbox/decisions/${question.feedback_id}/mistake`}
      class="mistake"
      aria-labelledby="mistake-prompt"
    >
      <p id="mistake-prompt">
        <b>{MISTAKE_PROMPT}</b>
      </p>
      {question.choices.map((choice, i) => (
        <button
          type="submit"
          class="btn secondary"
          name={choice.kind === 'rule' ? 'rule_id' : 'same_as'}
          value={choice.id}
        >
          {`${i + 1}. ${choiceText(choice, timezone)}`}
        </button>
      ))}
      <button type="submit" class="btn secondary" name="new" value="1">
        {NEW_MISTAKE}
      </button>
      <p class="small">{MISTAKE_HINT}</p>
    </form>
  );
}

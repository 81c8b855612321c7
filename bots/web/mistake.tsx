// "Same mistake as one of these?" under the saved banner after an edit or a rejection, and again on the page of the
// week's unnamed mistakes: the owner's tap names the mistake for the nightly job (gateway/learning/mistake-links.ts).
// Ignoring it is fine; the decision is already stored.
import {
  aboutText,
  choiceText,
  MISTAKE_HINT,
  MISTAKE_PROMPT,
  type MistakeQuestion,
  moreUnnamedText,
  NEW_MISTAKE,
  nothingUnnamedText,
  UNNAMED_DAYS,
  type UnnamedQuestions,
} from '../../gateway/index.ts';
import { Banners } from './banners.tsx';
import type { Flash } from './flash.ts';
import { Layout } from './layout.tsx';

/**
 * One form, one button per answer: the tapped button sends its own name and value (same_as, rule_id or new). In the
 * list (`later`) it says which decision it is about and answers land back in the list.
 */
export function MistakeQuestionForm(props: { question: MistakeQuestion; timezone: string; later?: boolean }) {
  const { question, timezone, later } = props;
  const promptId = `mistake-prompt-${question.feedback_id}`;
  return (
    <form
      method="post"
      action={`/inbox/decisions/${question.feedback_id}/mistake${later ? '?in=mistakes' : ''}`}
      class="mistake"
      aria-labelledby={promptId}
    >
      {later && <p class="small">{aboutText(question, timezone)}</p>}
      <p id={promptId}>
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
      {!later && <p class="small">{MISTAKE_HINT}</p>}
    </form>
  );
}

/**
 * The page of the week's edits and rejections the owner has not named, asked again with the choices they have now (a
 * goal's first correction had none when it was made). Answers land back here, with the answer in a banner.
 */
export function mistakesPage(data: { unnamed: UnnamedQuestions; flash: Flash }, opts: { timezone: string }) {
  const { unnamed, flash } = data;
  const more = unnamed.unnamed - unnamed.questions.length;
  return (
    <Layout title="Name past mistakes · taploop">
      <header class="top">
        <h1>Name past mistakes</h1>
        <nav>
          <a href="/">Back to the inbox</a>
        </nav>
      </header>
      <main>
        <Banners flash={flash} />
        {unnamed.questions.length === 0 ? (
          <p class="empty">{nothingUnnamedText(unnamed.waiting)}</p>
        ) : (
          <p class="small">
            Edits and rejections of the last {UNNAMED_DAYS} days you have not named. Naming one tells the nightly job
            which corrections are one mistake, whatever their words. Skip any you are not sure of.
          </p>
        )}
        {unnamed.questions.map((question) => (
          <MistakeQuestionForm question={question} timezone={opts.timezone} later />
        ))}
        {more > 0 && unnamed.questions.length > 0 && <p class="small">{moreUnnamedText(more)}</p>}
      </main>
    </Layout>
  );
}

import type { UnansweredQuestion } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import { formatMoment } from '../../lib/format-date';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';
import styles from '../../ui/admin-list.module.css';
import { useUnansweredQuestions } from './use-assistant-questions';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const residents = (n: number) => `${n} ${n === 1 ? 'resident' : 'residents'}`;

/** "asked 3 times by 2 residents · sent to the office once · last asked 6:00 PM" */
export function questionFacts(question: UnansweredQuestion, now = Date.now()): string {
  return [
    `asked ${times(question.times)} by ${residents(question.askers)}`,
    question.handed_over > 0 ? `sent to the office ${times(question.handed_over)}` : '',
    `last asked ${formatMoment(question.last_asked_at, now)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The questions the assistant could not answer, most asked first (issue 37): what to add. */
export function UnansweredList() {
  const questions = useUnansweredQuestions();
  return (
    <section aria-labelledby="unanswered-heading">
      <h2 id="unanswered-heading">Questions it could not answer</h2>
      {questions.isError ? (
        <Banner tone="error">{messages.assistantUnansweredFailed}</Banner>
      ) : !questions.data ? (
        <Spinner label="Loading questions…" />
      ) : questions.data.length === 0 ? (
        <p>None yet: every question so far found its answer in the documents.</p>
      ) : (
        <ul className={styles.list} aria-label="Unanswered questions">
          {questions.data.map((question) => (
            <li key={`${question.question}-${question.last_asked_at}`} className={styles.row}>
              <div className={styles.rowText}>
                <p>
                  <strong>{question.question}</strong>
                </p>
                <p className={styles.muted}>{questionFacts(question)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

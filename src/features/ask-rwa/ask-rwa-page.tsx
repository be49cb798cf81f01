/**
 * /ask-rwa (SPEC.md §2): a chat with the RWA assistant. The question shows at once, a typing
 * indicator while the answer comes, then the answer with the documents (and pages) it came from.
 * The panel keeps a fixed height and follows the newest message. Offline, it says it needs a
 * connection rather than failing a question. When the documents say nothing about it (the
 * assistant's no-answer reply), it offers to report the question to the office's helpdesk.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { askAssistant, MAX_QUESTION_CHARS } from '../../../contract/assistant/assistant';
import { textMax } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { callApi } from '../../api/client';
import { paths } from '../../lib/paths';
import { useConnectivity } from '../../offline/use-connectivity';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import styles from './ask-rwa.module.css';

interface ChatMessage {
  id: number;
  from: 'user' | 'bot';
  text: string;
  references?: string[];
  /** The question the assistant could not answer: it can go to the office as a complaint. */
  unanswered?: string;
}

export const reportToOffice = 'Report it to the office';

export const greeting =
  'Hello! I answer from the society’s own documents: amenities and their timings, pets, ' +
  'parking, visitors, renovation, maintenance charges and more. What would you like to know?';

export default function AskRwaPage() {
  const { online } = useConnectivity();
  const [chat, setChat] = useState<ChatMessage[]>([{ id: 0, from: 'bot', text: greeting }]);
  const [question, setQuestion] = useState('');
  const [waiting, setWaiting] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  // Follow the newest message (and the typing indicator) inside the fixed-height panel.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel) panel.scrollTop = panel.scrollHeight;
  }, [chat, waiting]);

  const say = (message: Omit<ChatMessage, 'id'>) =>
    setChat((current) => [...current, { ...message, id: nextId.current++ }]);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const q = question.trim();
    if (q === '' || waiting || !online) return; // blank questions are ignored (SPEC.md §5)
    setQuestion('');
    say({ from: 'user', text: q });
    setWaiting(true);
    try {
      const answer = await callApi(askAssistant, { query: { q } });
      const unanswered = answer.response === messages.assistantNoAnswer ? q : undefined;
      say({
        from: 'bot',
        text: answer.response,
        references: answer.referenced_files,
        unanswered,
      });
    } catch {
      say({ from: 'bot', text: messages.assistantError });
    } finally {
      setWaiting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Ask RWA"
        subtitle="Questions about the society's rules, answered from its documents."
      />
      <div
        ref={panelRef}
        className={styles.panel}
        role="log"
        aria-label="Conversation with the RWA assistant"
        aria-live="polite"
        tabIndex={0}
      >
        {chat.map((message) => (
          <div
            key={message.id}
            className={message.from === 'user' ? styles.user : styles.bot}
            data-from={message.from}
          >
            <p className={styles.text}>{message.text}</p>
            {message.references && message.references.length > 0 && (
              <div className={styles.references}>
                <p>Referenced documents:</p>
                <ul>
                  {message.references.map((reference) => (
                    <li key={reference}>{reference}</li>
                  ))}
                </ul>
              </div>
            )}
            {message.unanswered && (
              <Link
                className={styles.report}
                // The question becomes the complaint's title, within a title's length.
                to={paths.helpdeskReport(message.unanswered.slice(0, textMax.line))}
              >
                {reportToOffice}
              </Link>
            )}
          </div>
        ))}
        {waiting && (
          <div className={styles.bot} role="status">
            <span className={styles.typing} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">The assistant is typing…</span>
          </div>
        )}
      </div>
      {!online && <Notice id="ask-offline">{messages.assistantNeedsConnection}</Notice>}
      <form onSubmit={(event) => void ask(event)} className={styles.form}>
        <label htmlFor="ask-question" className="visually-hidden">
          Your question
        </label>
        <input
          id="ask-question"
          className={styles.input}
          value={question}
          maxLength={MAX_QUESTION_CHARS}
          placeholder={online ? 'Type your question…' : 'Needs an internet connection'}
          autoComplete="off"
          disabled={!online}
          aria-describedby={online ? undefined : 'ask-offline'}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <Button type="submit" disabled={!online || waiting}>
          Send
        </Button>
      </form>
    </>
  );
}

/**
 * /ask-rwa (SPEC.md §2): a chat with the RWA assistant. The question shows at once, a typing
 * indicator while the answer comes, then the answer with the documents (and pages) it came from.
 * The panel keeps a fixed height and follows the newest message. Offline, it says it needs a
 * connection rather than failing a question. Each question goes with the chat's earlier ones, so
 * a follow-up ("and for cats?") is understood. Under each answer the resident can send the
 * question on to the RWA office (issue 37), at once offered when the documents say nothing; that
 * goes through the outbox, so it works offline too.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { askAssistant, MAX_QUESTION_CHARS } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import { callApi } from '../../api/client';
import { useSession } from '../../api/session';
import { useConnectivity } from '../../offline/use-connectivity';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { useResult } from '../../ui/result-line';
import { contextOf } from './ask-context';
import { handOver } from './handover';
import styles from './ask-rwa.module.css';

interface ChatMessage {
  id: number;
  from: 'user' | 'bot';
  text: string;
  references?: string[];
  /** A bot reply: the question it answered, which can go on to the office. */
  question?: string;
  /** The documents said nothing about it: the offer to the office is made at once. */
  noAnswer?: boolean;
}

export const notAnswered = "This didn't answer my question";
export const sendToOffice = 'Send it to the RWA office';
export const noAnswerOffer = 'Would you like the RWA office to answer it?';

export const greeting =
  'Hello! I answer from the society’s own documents: amenities and their timings, pets, ' +
  'parking, visitors, renovation, maintenance charges and more. What would you like to know?';

export default function AskRwaPage() {
  const { online } = useConnectivity();
  const { user } = useSession();
  const result = useResult();
  const [chat, setChat] = useState<ChatMessage[]>([{ id: 0, from: 'bot', text: greeting }]);
  const [question, setQuestion] = useState('');
  const [waiting, setWaiting] = useState(false);
  /** The reply whose question the resident is about to send to the office. */
  const [confirming, setConfirming] = useState<ChatMessage>();
  /** Replies whose question went to the office: offered once. */
  const [handedOver, setHandedOver] = useState<ReadonlySet<number>>(new Set());
  const panelRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  // Follow the newest message (and the typing indicator) inside the fixed-height panel; a long
  // answer (a whole section of rules) is shown from its start, under the question it answers,
  // not from its last line.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    panel.scrollTop = panel.scrollHeight;
    const answer = panel.lastElementChild;
    const question = answer?.previousElementSibling;
    if (waiting || !(answer instanceof HTMLElement) || answer.dataset.from !== 'bot') return;
    if (!(question instanceof HTMLElement) || question.dataset.from !== 'user') return;
    const above = question.getBoundingClientRect().top - panel.getBoundingClientRect().top - 8;
    panel.scrollTop = Math.max(0, panel.scrollTop + Math.min(0, above));
  }, [chat, waiting]);

  const say = (message: Omit<ChatMessage, 'id'>) =>
    setChat((current) => [...current, { ...message, id: nextId.current++ }]);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const q = question.trim();
    if (q === '' || waiting || !online) return; // blank questions are ignored (SPEC.md §5)
    const context = contextOf(chat.filter((m) => m.from === 'user').map((m) => m.text));
    setQuestion('');
    say({ from: 'user', text: q });
    setWaiting(true);
    try {
      const answer = await callApi(askAssistant, { query: { q, ...(context && { context }) } });
      say({
        from: 'bot',
        text: answer.response,
        references: answer.referenced_files,
        question: q,
        noAnswer: answer.referenced_files.length === 0,
      });
    } catch {
      say({ from: 'bot', text: messages.assistantError, question: q });
    } finally {
      setWaiting(false);
    }
  };

  const send = (reply: ChatMessage) => {
    setConfirming(undefined);
    if (!reply.question || !user) return;
    setHandedOver((current) => new Set(current).add(reply.id));
    void handOver(reply.question, user.id, online, (outcome) => {
      result.tell(outcome);
      // Refused: it may be offered again.
      if (!outcome.ok)
        setHandedOver((current) => {
          const next = new Set(current);
          next.delete(reply.id);
          return next;
        });
    });
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
            {message.question && !handedOver.has(message.id) && (
              <HandoverOffer noAnswer={message.noAnswer} onOffer={() => setConfirming(message)} />
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
      {result.line}
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
      <ConfirmDialog
        open={confirming !== undefined}
        title="Send this question to the RWA office?"
        message={
          <>
            <p className={styles.quoted}>“{confirming?.question}”</p>
            <p>The office’s reply will reach your inbox.</p>
          </>
        }
        confirmLabel="Send to the office"
        onConfirm={() => confirming && send(confirming)}
        onCancel={() => setConfirming(undefined)}
      />
    </>
  );
}

/** Small under an answer; said outright under the reply that found nothing. */
function HandoverOffer(props: { noAnswer?: boolean; onOffer: () => void }) {
  return props.noAnswer ? (
    <div className={styles.offer}>
      <p>{noAnswerOffer}</p>
      <Button variant="secondary" onClick={props.onOffer}>
        {sendToOffice}
      </Button>
    </div>
  ) : (
    <button type="button" className={styles.notAnswered} onClick={props.onOffer}>
      {notAnswered}
    </button>
  );
}

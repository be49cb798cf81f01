/**
 * The bank statements imported before (issue 33), newest first: when, whose columns read it, and
 * how many of its credits are still to confirm, confirmed or unmatched. "Open" shows one's rows
 * above the list, to confirm its matches or match what is left by hand, days after its import.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatementSummary } from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Facts } from '../../ui/facts';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { statementsQuery } from './use-bank-statements';
import { importedWords } from './words';
import styles from './admin-dues.module.css';

/** Statements shown before "Show all": the recent ones are those still being worked. */
const RECENT_SHOWN = 5;

interface StatementHistoryProps {
  /** The statement shown above, whose card says so instead of offering "Open". */
  openId: string;
  onOpen: (id: string) => void;
}

export function StatementHistory({ openId, onOpen }: StatementHistoryProps) {
  const list = useQuery(statementsQuery());
  const [all, setAll] = useState(false);
  const statements = list.data ?? [];
  const shown = all ? statements : statements.slice(0, RECENT_SHOWN);

  return (
    <section aria-labelledby="dues-statements-earlier" className={styles.preview}>
      <h3 id="dues-statements-earlier">Imported statements</h3>
      {list.isError && (
        <Banner tone="error">{errorMessage(list.error, messages.statementsLoadFailed)}</Banner>
      )}
      {list.isPending && <Spinner label="Loading the statements…" />}
      {list.data && statements.length === 0 && <p>No statement has been imported yet.</p>}
      {shown.length > 0 && (
        <ul className={cards.list} aria-label="Imported statements, newest first">
          {shown.map((statement) => (
            <StatementCard
              key={statement.id}
              statement={statement}
              isOpen={statement.id === openId}
              onOpen={() => onOpen(statement.id)}
            />
          ))}
        </ul>
      )}
      {shown.length < statements.length && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setAll(true)}>
            Show all {statements.length}
          </Button>
        </div>
      )}
    </section>
  );
}

interface StatementCardProps {
  statement: StatementSummary;
  isOpen: boolean;
  onOpen: () => void;
}

function StatementCard({ statement, isOpen, onOpen }: StatementCardProps) {
  const left = statement.matched + statement.unmatched;
  const title = `Statement ${statement.id}`;
  return (
    <li>
      <article className={cards.card} aria-label={title} aria-current={isOpen || undefined}>
        <div className={cards.head}>
          <h4 className={cards.title}>{title}</h4>
          <span className={cards.muted}>{left === 0 ? 'All done' : `${left} left`}</span>
        </div>
        <p className={cards.muted}>{importedWords(statement)}</p>
        <Facts className={cards.facts}>
          <dt>Rows read</dt>
          <dd>{statement.rows_read}</dd>
          <dt>To confirm</dt>
          <dd>{statement.matched}</dd>
          <dt>Confirmed</dt>
          <dd>{statement.confirmed}</dd>
          <dt>Unmatched</dt>
          <dd>{statement.unmatched}</dd>
        </Facts>
        <div className={cards.actions}>
          {isOpen ? (
            <p className={cards.muted}>Shown above.</p>
          ) : (
            <Button variant="secondary" aria-label={`Open ${title}`} onClick={onOpen}>
              Open
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

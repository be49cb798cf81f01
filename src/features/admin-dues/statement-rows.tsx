/**
 * One imported statement's rows (issue 33): "Confirm N matches" confirms every proposed match
 * in one act; each unmatched credit is listed with why, to be matched by hand to one of a
 * flat's open invoices. Each result stays by the button that caused it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatRupees } from '../../../contract/dues/money';
import type { StatementRow } from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { formatDay } from '../../lib/format-date';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { LineList } from './csv-upload-form';
import { RowMatch } from './row-match';
import { statementQuery, useConfirmMatches } from './use-bank-statements';
import { importedWords } from './words';
import styles from './admin-dues.module.css';

interface StatementRowsProps {
  id: string;
  online: boolean;
  /** Move focus to the statement once it shows (it was opened from the list below it). */
  focus?: boolean;
}

export function StatementRows({ id, online, focus = false }: StatementRowsProps) {
  const statement = useQuery(statementQuery(id));
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = statement.data !== undefined;
  useEffect(() => {
    if (focus && loaded) heading.current?.focus();
  }, [focus, loaded]);
  const confirm = useConfirmMatches();
  const rows = statement.data?.rows ?? [];
  const matched = rows.filter((row) => row.state === 'matched');
  // A row matched here stays in its place, with its result, after the refreshed statement has it confirmed.
  const [byHand, setByHand] = useState<ReadonlySet<string>>(new Set());
  const unmatched = rows.filter((row) => row.state === 'unmatched' || byHand.has(row.id));

  if (statement.isError) {
    return (
      <Banner tone="error">{errorMessage(statement.error, messages.statementsLoadFailed)}</Banner>
    );
  }
  if (!statement.data) return <Spinner label="Loading the statement…" />;

  return (
    <div className={styles.preview}>
      <h3 ref={heading} tabIndex={-1}>
        Statement {id}
      </h3>
      <p className={styles.muted}>{importedWords(statement.data)}</p>
      <p>
        {matched.length} to confirm, {unmatched.length} unmatched,{' '}
        {rows.filter((row) => row.state === 'confirmed').length} confirmed.
      </p>
      <div className={styles.actions}>
        <Button
          disabled={!online || matched.length === 0 || confirm.isPending}
          busy={confirm.isPending}
          onClick={() => confirm.mutate(id)}
        >
          Confirm {matched.length} {matched.length === 1 ? 'match' : 'matches'}
        </Button>
      </div>
      <div aria-live="polite" className={styles.result}>
        {confirm.isError && (
          <Banner tone="error">
            {errorMessage(confirm.error, messages.statementConfirmFailed)}
          </Banner>
        )}
        {confirm.data && (
          <>
            <Banner tone="success">
              {messages.statementMatchesConfirmed(confirm.data.confirmed)}
            </Banner>
            <LineList label="Matches not confirmed" lines={confirm.data.skipped} />
          </>
        )}
      </div>
      {matched.length > 0 && (
        <ul className={cards.list} aria-label="Matches to confirm">
          {matched.map((row) => (
            <RowCard key={row.id} row={row} />
          ))}
        </ul>
      )}
      {unmatched.length > 0 && (
        <ul className={cards.list} aria-label="Unmatched credits">
          {unmatched.map((row) => (
            <RowCard key={row.id} row={row}>
              <RowMatch
                statementId={id}
                row={row}
                online={online}
                onMatched={() => setByHand((previous) => new Set(previous).add(row.id))}
              />
            </RowCard>
          ))}
        </ul>
      )}
    </div>
  );
}

function RowCard({ row, children }: { row: StatementRow; children?: ReactNode }) {
  return (
    <li>
      <article className={cards.card} aria-label={`Line ${row.line}`}>
        <div className={cards.head}>
          <h4 className={cards.title}>
            Line {row.line}: {formatRupees(row.amount_paise)}
          </h4>
          <span className={cards.muted}>{formatDay(row.posted_on)}</span>
        </div>
        <p className={cards.muted}>
          {row.reference && `${row.reference} · `}
          {row.narration}
        </p>
        {row.invoice_number && (
          <p>
            {row.apartment}, {row.invoice_number}
          </p>
        )}
        {row.note && <p>{row.note}</p>}
        {children}
      </article>
    </li>
  );
}

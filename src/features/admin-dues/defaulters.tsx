/**
 * The flats with dues (issue 33), most overdue first, each a card (one column at 360 px, no
 * table wider than the phone): balance, oldest due date, days overdue and what is open by age.
 * Flats are chosen by their checkboxes for "Send a reminder"; who was reminded and who was
 * skipped (and why) stays under the button.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgeingBuckets } from '../../../contract/dues/collection';
import { exportDefaulters } from '../../../contract/dues/collection';
import { formatRupees } from '../../../contract/dues/money';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { downloadSnapshotCsv } from '../../api/download-csv';
import { formatAtMoment, formatDay } from '../../lib/format-date';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvBar } from '../../ui/csv-bar';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { defaultersQuery, useSendReminders } from './use-dues-collection';
import styles from './admin-dues.module.css';

const bucketNames: [keyof AgeingBuckets, string][] = [
  ['days_0_30', '0–30 days'],
  ['days_31_60', '31–60 days'],
  ['days_61_90', '61–90 days'],
  ['days_90_plus', '90+ days'],
];

function Buckets({ buckets, label }: { buckets: AgeingBuckets; label: string }) {
  return (
    <dl className={styles.totals} aria-label={label}>
      {bucketNames.map(([key, name]) => (
        <div key={key}>
          <dt>{name}</dt>
          <dd>{formatRupees(buckets[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Oldest due November 10, 2026 · 25 days overdue', or when nothing is late yet. */
function overdueWords(oldestDue: string | null, days: number): string {
  if (!oldestDue) return 'No open invoice';
  const due = `Oldest due ${formatDay(oldestDue)}`;
  if (days === 0) return `${due} · nothing past due yet`;
  return `${due} · ${days} ${days === 1 ? 'day' : 'days'} overdue`;
}

export function Defaulters({ online }: { online: boolean }) {
  const list = useQuery(defaultersQuery());
  const remind = useSendReminders();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const flats = list.data?.flats ?? [];
  const totals = list.data?.totals;

  const toggle = (apartment: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(apartment)) next.add(apartment);
      return next;
    });

  return (
    <section aria-labelledby="dues-defaulters" className={styles.section}>
      <h2 id="dues-defaulters">Flats with dues</h2>
      {list.isError && (
        <Banner tone="error">{errorMessage(list.error, messages.defaultersLoadFailed)}</Banner>
      )}
      {list.isPending && <Spinner label="Loading the flats with dues…" />}
      {list.data && (
        <>
          <CsvBar
            status={`${flats.length} ${flats.length === 1 ? 'flat owes' : 'flats owe'} as of ${formatDay(list.data.as_of)}`}
            label="Download CSV"
            filters={{}}
            online={online}
            download={() => downloadSnapshotCsv(exportDefaulters, 'dues-defaulters')}
            failure={messages.defaultersLoadFailed}
          />
          {totals && (
            <div className={styles.preview}>
              <h3>Totals</h3>
              <dl className={styles.totals}>
                <div>
                  <dt>Flats</dt>
                  <dd>{totals.flats}</dd>
                </div>
                <div>
                  <dt>Balance</dt>
                  <dd>{formatRupees(totals.balance_paise)}</dd>
                </div>
              </dl>
              <Buckets buckets={totals.buckets} label="Open by age, all flats" />
            </div>
          )}
          {flats.length === 0 && <p>No flat owes anything.</p>}
          <ul className={cards.list} aria-label="Flats with dues, most overdue first">
            {flats.map((flat) => (
              <li key={flat.apartment}>
                <article className={cards.card} aria-label={flat.apartment}>
                  <div className={cards.head}>
                    <label>
                      <input
                        type="checkbox"
                        checked={chosen.has(flat.apartment)}
                        onChange={() => toggle(flat.apartment)}
                        aria-label={`Choose ${flat.apartment}`}
                      />{' '}
                      <strong className={cards.title}>{flat.apartment}</strong>
                    </label>
                    <span className={styles.amount}>{formatRupees(flat.balance_paise)}</span>
                  </div>
                  <p className={cards.muted}>
                    {overdueWords(flat.oldest_due_date, flat.days_overdue)}
                    {flat.last_reminded_at &&
                      ` · reminded ${formatAtMoment(flat.last_reminded_at)}`}
                  </p>
                  <Buckets buckets={flat.buckets} label={`Open by age, ${flat.apartment}`} />
                </article>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button
              disabled={!online || chosen.size === 0}
              busy={remind.isPending}
              onClick={() => remind.mutate([...chosen].sort())}
            >
              Send a reminder{chosen.size > 0 ? ` (${chosen.size})` : ''}
            </Button>
          </div>
          <div className={styles.result} aria-live="polite">
            {remind.isError && (
              <Banner tone="error">
                {errorMessage(remind.error, messages.remindersSendFailed)}
              </Banner>
            )}
            {remind.data && (
              <>
                <Banner tone={remind.data.sent.length > 0 ? 'success' : 'info'}>
                  {messages.remindersSent(
                    remind.data.sent.map((sent) => sent.apartment),
                    remind.data.skipped.length,
                  )}
                </Banner>
                {remind.data.skipped.length > 0 && (
                  <ul aria-label="Skipped flats" className={styles.problems}>
                    {remind.data.skipped.map((skip) => (
                      <li key={skip.apartment}>
                        {skip.apartment}: {skip.reason}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

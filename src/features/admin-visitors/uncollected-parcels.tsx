/**
 * Parcels left at the gate too long (issue 34), on the RWA's visitor page: each flat, courier and
 * how long it has waited, oldest first, and the number of days after which a parcel shows here.
 * The flat's collection code is never sent to the RWA.
 */
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import { overdueDays } from '../../../contract/parcels/parcels';
import { errorMessage } from '../../api/api-error';
import { formatMoment } from '../../lib/format-date';
import { timeAgo } from '../../lib/time-ago';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { useOverdueParcels, useSetOverdueDays } from './use-overdue-parcels';
import styles from './admin-visitors.module.css';

export function UncollectedParcels({ online, now }: { online: boolean; now: number }) {
  const overdue = useOverdueParcels();
  const save = useSetOverdueDays();
  const saved = overdue.data?.overdue_days;
  // What the RWA typed; the saved number until they type.
  const [typed, setTyped] = useState<string>();
  const days = typed ?? (saved === undefined ? '' : String(saved));
  const [problem, setProblem] = useState<string>();
  const parcels = overdue.data?.parcels;

  const submit = () => {
    const checked = overdueDays.safeParse(days.trim() === '' ? NaN : Number(days));
    if (!checked.success) {
      setProblem(messages.overdueDaysRange);
      return;
    }
    setProblem(undefined);
    save.mutate(checked.data);
  };

  return (
    <section className={styles.section} aria-labelledby="uncollected-parcels-heading">
      <h2 id="uncollected-parcels-heading">Uncollected parcels</h2>
      <form
        className={styles.filters}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field
          label="Show parcels waiting more than (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          value={days}
          error={problem}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={save.isPending} disabled={!online}>
          Save
        </Button>
      </form>
      {save.isError && (
        <Banner tone="error">{errorMessage(save.error, messages.overdueDaysSaveFailed)}</Banner>
      )}
      {save.isSuccess && <Banner tone="success">{messages.overdueDaysSaved}</Banner>}
      {overdue.isError && !parcels ? (
        <Banner tone="error">{errorMessage(overdue.error, messages.overdueParcelsFailed)}</Banner>
      ) : !parcels ? (
        online && <Spinner label="Loading uncollected parcels…" />
      ) : parcels.length === 0 ? (
        <p>No parcel has waited more than {saved} days.</p>
      ) : (
        <ul className={styles.list} aria-label="Uncollected parcels">
          {parcels.map((parcel) => (
            <li key={parcel.id} className={styles.visit}>
              <p className={styles.visitHead}>
                <strong>Flat {parcel.apartment}</strong>
                <span>
                  {parcel.courier}
                  {parcel.count > 1 ? ` × ${parcel.count}` : ''}
                </span>
              </p>
              <p>
                Logged{' '}
                <time dateTime={parcel.logged_at}>{formatMoment(parcel.logged_at, now)}</time> (
                {timeAgo(Date.parse(parcel.logged_at), now)})
              </p>
              <p className={styles.muted}>
                {parcel.gate} · guard {parcel.guard_name}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

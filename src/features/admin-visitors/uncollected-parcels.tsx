/**
 * Parcels left at the gate too long (issue 34), on the RWA's visitor page: each flat, courier and
 * how long it has waited, oldest first, and the number of days after which a parcel shows here
 * (checked by the contract's `parcelSettings`). The flat's collection code never reaches the RWA.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages } from '../../../contract/messages';
import {
  parcelSettings,
  type DeskParcel,
  type ParcelSettings,
} from '../../../contract/parcels/parcels';
import { errorMessage } from '../../api/api-error';
import { formatAtMoment } from '../../lib/format-date';
import { timeAgo } from '../../lib/time-ago';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { useOverdueParcels, useSetOverdueDays } from './use-overdue-parcels';
import styles from './admin-visitors.module.css';
import form from './overstay-grace.module.css';

export function UncollectedParcels({ online, now }: { online: boolean; now: number }) {
  const overdue = useOverdueParcels();
  const data = overdue.data;
  return (
    <section className={styles.section} aria-labelledby="uncollected-parcels-heading">
      <h2 id="uncollected-parcels-heading">Uncollected parcels</h2>
      {data ? (
        <>
          <DaysForm days={data.overdue_days} online={online} />
          {data.parcels.length === 0 ? (
            <p>No parcel has waited more than {data.overdue_days} days.</p>
          ) : (
            <ul className={styles.list} aria-label="Uncollected parcels">
              {data.parcels.map((parcel) => (
                <OverdueParcel key={parcel.id} parcel={parcel} now={now} />
              ))}
            </ul>
          )}
        </>
      ) : overdue.isError ? (
        <Banner tone="error">{errorMessage(overdue.error, messages.overdueParcelsFailed)}</Banner>
      ) : (
        online && <Spinner label="Loading uncollected parcels…" />
      )}
    </section>
  );
}

function DaysForm({ days, online }: { days: number; online: boolean }) {
  const save = useSetOverdueDays();
  const { register, handleSubmit, formState } = useForm<ParcelSettings>({
    resolver: zodResolver(parcelSettings),
    defaultValues: { overdue_days: days },
  });
  const submit = handleSubmit((body) => save.mutate(body.overdue_days));
  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label="Show parcels waiting more than (days)"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        step={1}
        {...register('overdue_days', { valueAsNumber: true })}
        error={formState.errors.overdue_days?.message}
      />
      <Button type="submit" variant="secondary" busy={save.isPending} disabled={!online}>
        Save days
      </Button>
      {save.isSuccess && <Banner tone="success">{messages.overdueDaysSaved}</Banner>}
      {save.isError && (
        <Banner tone="error">{errorMessage(save.error, messages.overdueDaysSaveFailed)}</Banner>
      )}
    </form>
  );
}

function OverdueParcel({ parcel, now }: { parcel: DeskParcel; now: number }) {
  return (
    <li className={styles.visit}>
      <p className={styles.visitHead}>
        <strong>Flat {parcel.apartment}</strong>
        <span>
          {parcel.courier}
          {parcel.count > 1 ? ` × ${parcel.count}` : ''}
        </span>
      </p>
      <p>
        Logged <time dateTime={parcel.logged_at}>{formatAtMoment(parcel.logged_at, now)}</time> (
        {timeAgo(Date.parse(parcel.logged_at), now)})
      </p>
      <p className={styles.muted}>
        {parcel.gate} · guard {parcel.guard_name}
      </p>
    </li>
  );
}

/**
 * Who is at the meeting (issue 36): the flats the RWA marked present at the door, against the
 * roll, each with "Not present" to undo a slip, and a flat to mark present. Marking twice is
 * harmless (the server keeps one mark); every mark is audited. A list, not a table: it fits a
 * 360 px phone.
 */
import { useState, type FormEvent } from 'react';
import { messages } from '../../../contract/messages';
import type { AgmDetail } from '../../../contract/polls/agms';
import { errorMessage } from '../../api/api-error';
import { ApartmentField } from '../../ui/apartment-field';
import { Button } from '../../ui/button';
import type { ShowOptions } from '../../ui/result-line';
import { useMarkAttendance } from './use-agms';
import styles from './admin-polls.module.css';

interface AgmAttendanceProps {
  agm: AgmDetail;
  online: boolean;
  onResult: (message: string, options?: ShowOptions) => void;
}

export function AgmAttendance({ agm, online, onResult }: AgmAttendanceProps) {
  const [apartment, setApartment] = useState('');
  const mark = useMarkAttendance(agm.id);
  const send = (flat: string, present: boolean) =>
    mark.mutate(
      { apartment: flat, present },
      {
        onSuccess: () => {
          if (present) setApartment('');
          onResult(
            present
              ? `Flat ${flat} marked present at “${agm.title}”.`
              : `Flat ${flat} is no longer marked present at “${agm.title}”.`,
          );
        },
        onError: (error) =>
          onResult(errorMessage(error, messages.attendanceFailed), { tone: 'error' }),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apartment) send(apartment, true);
  };

  return (
    <section aria-label={`Attendance: ${agm.title}`}>
      <h4 className={styles.subheading}>Attendance</h4>
      <p>
        <strong>
          {agm.attendance.length} of {agm.eligible}
        </strong>{' '}
        flats present
      </p>
      {agm.attendance.length > 0 && (
        <ul className={styles.present} aria-label="Flats present">
          {agm.attendance.map((flat) => (
            <li key={flat}>
              <span>Flat {flat}</span>
              <Button
                variant="secondary"
                disabled={!online || mark.isPending}
                onClick={() => send(flat, false)}
              >
                Not present
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate aria-label={`Mark a flat present: ${agm.title}`}>
        <ApartmentField label="Flat at the door" value={apartment} onValue={setApartment} />
        <div className={styles.actions}>
          <Button type="submit" busy={mark.isPending} disabled={!online || !apartment}>
            Mark present
          </Button>
        </div>
      </form>
    </section>
  );
}

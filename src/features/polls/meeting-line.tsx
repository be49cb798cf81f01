/**
 * "On the agenda of AGM 2026, Sat 20 Dec at 6:00 PM · Clubhouse" (issue
 * 36): the ballot of a resolution names its meeting. The meetings are read once and kept in the
 * persisted query cache, so the line shows with no signal too; until they are read, it names the
 * meeting plainly.
 */
import { useQuery } from '@tanstack/react-query';
import { agmsQuery } from '../../api/polls';
import { pollMoment } from '../../ui/polls/poll-times';
import styles from './polls.module.css';

export function MeetingLine({ agmId }: { agmId: string }) {
  const agms = useQuery(agmsQuery());
  const agm = agms.data?.find((meeting) => meeting.id === agmId);
  return (
    <p className={styles.meeting}>
      {agm ? (
        <>
          On the agenda of <strong>{agm.title}</strong>, {pollMoment(agm.held_at)}
          {agm.venue && ` · ${agm.venue}`}
        </>
      ) : (
        'On the agenda of a general meeting'
      )}
    </p>
  );
}

import type { TicketComment } from '../../../contract/helpdesk/helpdesk';
import type { OutboxRecord } from '../../offline/db';
import { TicketThread, ThreadItem } from '../../ui/helpdesk/ticket-thread';
import { OutboxItemState } from '../../ui/outbox-item';
import { PhotoThumb } from '../../ui/photo-thumb';
import { commentPayloadOf, storedPhotoOf } from './queue';
import styles from './helpdesk.module.css';

interface HouseholdThreadProps {
  comments: TicketComment[];
  /** The household's comments still on this phone, oldest first. */
  queued: OutboxRecord[];
  /** Your name, shown on what you queued. */
  you: string;
  now: number;
  from: string;
  onFix: (record: OutboxRecord) => void;
}

/** The thread as the household sees it: the server's comments, then theirs still on the phone. */
export function HouseholdThread({ comments, queued, you, now, from, onFix }: HouseholdThreadProps) {
  return (
    <TicketThread comments={comments} now={now}>
      {queued.length > 0 &&
        queued.map((record) => {
          const stored = storedPhotoOf(record);
          return (
            <ThreadItem key={record.id} author={you} now={now} body={commentPayloadOf(record).body}>
              {stored && (
                <PhotoThumb stored={stored} alt="Your photo" className={styles.commentPhoto} />
              )}
              <OutboxItemState record={record} from={from} onEdit={onFix} />
            </ThreadItem>
          );
        })}
    </TicketThread>
  );
}

import type { OutboxRecord } from '../../offline/db';
import type { LostFoundReportPayload } from '../../offline/kinds';
import { LOST_FOUND_PHOTO_FIELD } from '../../offline/kinds/lost-found-report';
import { paths } from '../../lib/paths';
import { OutboxItemState } from '../../ui/outbox-item';
import { ItemCard } from './item-card';

interface QueuedReportCardProps {
  record: OutboxRecord;
  onEdit: (record: OutboxRecord) => void;
}

/** A report still on this phone: its photo from the stored bytes, its outbox label and actions. */
export function QueuedReportCard({ record, onEdit }: QueuedReportCardProps) {
  const photo = record.attachments?.find((file) => file.field === LOST_FOUND_PHOTO_FIELD);
  return (
    <ItemCard
      item={record.payload as LostFoundReportPayload}
      stored={photo}
      pending={record.status !== 'sent'}
    >
      <OutboxItemState record={record} from={paths.lostAndFound} onEdit={onEdit} />
    </ItemCard>
  );
}

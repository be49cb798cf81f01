import type { Tender } from '../../../contract/content/tenders';
import { Button } from '../../ui/button';
import { JustAdded } from '../../ui/just-added';
import { formatTenderCost } from './tender-format';
import styles from './tenders.module.css';
import { formatDay } from '../../lib/format-date';

interface AdminTenderListProps {
  tenders: Tender[];
  online: boolean;
  onEdit: (tender: Tender) => void;
  onDelete: (tender: Tender) => void;
}

export function AdminTenderList({ tenders, online, onEdit, onDelete }: AdminTenderListProps) {
  if (tenders.length === 0) return <p>No tenders yet.</p>;
  return (
    <ul className={styles.list} aria-label="Tenders">
      {tenders.map((tender) => (
        <li key={tender.id} className={`${styles.entry} ${styles.row}`}>
          <div className={styles.rowText}>
            <p>
              <strong>{tender.name}</strong> <JustAdded itemKey={tender.id} />
            </p>
            <p className={styles.muted}>
              {formatDay(tender.collectionDate)} – {formatDay(tender.returnDate)} ·{' '}
              {formatTenderCost(tender.cost)}
            </p>
          </div>
          <div className={styles.toolbar}>
            <Button
              variant="secondary"
              aria-label={`Edit ${tender.name}`}
              onClick={() => onEdit(tender)}
            >
              Edit
            </Button>
            <Button
              variant="danger"
              aria-label={`Delete ${tender.name}`}
              disabled={!online}
              onClick={() => onDelete(tender)}
            >
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

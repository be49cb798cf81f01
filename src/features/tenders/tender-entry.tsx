import { useId, useState } from 'react';
import type { Tender } from '../../../contract/content/tenders';
import { formatTenderCost } from './tender-format';
import styles from './tenders.module.css';
import { Facts } from '../../ui/facts';
import { formatDay } from '../../lib/format-date';

/** One tender of the public list: the name is a disclosure button, the details open below it. */
export function TenderEntry({ tender }: { tender: Tender }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className={styles.entry}>
      <h2 className={styles.entryHeading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{tender.name}</span>
          <span aria-hidden="true" className={styles.chevron}>
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={styles.details}>
        <p>{tender.description}</p>
        <Facts>
          <dt>Collection date</dt>
          <dd>{formatDay(tender.collectionDate)}</dd>
          <dt>Return date</dt>
          <dd>{formatDay(tender.returnDate)}</dd>
          <dt>Cost</dt>
          <dd>{formatTenderCost(tender.cost)}</dd>
          <dt>Location</dt>
          <dd>{tender.location}</dd>
          <dt>Contact</dt>
          <dd>{tender.contact}</dd>
        </Facts>
      </div>
    </li>
  );
}

import {
  companyLabels,
  entryCompaniesOf,
  type DeskStanding,
  type EntryCompany,
} from '../../../contract/gate/standing';
import { standingText } from '../../lib/standing-words';
import { Button } from '../../ui/button';
import styles from './gate.module.css';

interface StandingRowProps {
  approval: DeskStanding;
  /** "Flat A101 · Delivery", "Cab for flat A101". */
  title: string;
  /** India's date today, for "Today only". */
  today: string;
  onLetIn: (approval: DeskStanding, company: EntryCompany) => void;
}

/** One standing approval at the desk: whose and when, and a tap per company it lets in. */
export function StandingRow({ approval, title, today, onLetIn }: StandingRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <strong>{title}</strong>
        <span>{standingText(approval, today)}</span>
      </div>
      <div className={styles.actions}>
        {entryCompaniesOf(approval).map((company) => (
          <Button
            key={company}
            aria-label={`Let in ${companyLabels[company]} for flat ${approval.apartment}`}
            onClick={() => onLetIn(approval, company)}
          >
            {companyLabels[company]}
          </Button>
        ))}
      </div>
    </li>
  );
}

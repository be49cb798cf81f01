import { reportTicket } from '../../../contract/helpdesk/helpdesk';
import { FileField } from '../../ui/file-field';
import type { FileRules } from '../../ui/file-rules';
import styles from './helpdesk.module.css';

/** JPEG or PNG, 5 MB at most, optional: the contract's rules for the `photo` field. */
export const ticketPhotoRules: FileRules = reportTicket.upload;

/**
 * A report's or a comment's photo, from the camera (made small first). A refused write being
 * fixed keeps the photo it was saved with, so the field gives way to a line saying so.
 */
export function TicketPhotoField(props: {
  /** What is being fixed, e.g. 'report', 'comment'; undefined for a new write. */
  fixing?: string;
  error?: string;
  onChoose: (file: File | undefined, problem: string | undefined) => void;
  onPreparing: (ready: Promise<void>) => void;
}) {
  if (props.fixing) {
    return <p className={styles.hint}>The photo saved with this {props.fixing} stays with it.</p>;
  }
  return (
    <FileField
      label="Photo (optional)"
      name="photo"
      capture="environment"
      rules={ticketPhotoRules}
      error={props.error}
      onChoose={props.onChoose}
      onPreparing={props.onPreparing}
    />
  );
}

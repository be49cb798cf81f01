/** SPEC.md §2: what a resident should know before asking for the hall. */
import { banquetRules } from '../../../contract/bookings/banquet';
import styles from './banquet.module.css';
import { Facts } from '../../ui/facts';

export function BanquetInfo() {
  return (
    <aside className={styles.info} aria-labelledby="banquet-info">
      <h2 id="banquet-info">About the Banquet Hall</h2>
      <Facts className={styles.facts}>
        <dt>Capacity</dt>
        <dd>Up to {banquetRules.maxGuests} guests</dd>
        <dt>Amenities</dt>
        <dd>
          <ul>
            <li>Air conditioning</li>
            <li>Audio system</li>
            <li>Projector</li>
            <li>Tables and chairs</li>
          </ul>
        </dd>
        <dt>Hours</dt>
        <dd>9:00 AM to 11:00 PM</dd>
        <dt>At extra cost</dt>
        <dd>Catering, decoration and cleaning</dd>
        <dt>Booking ahead</dt>
        <dd>From today up to 3 months in advance</dd>
      </Facts>
      <p className={styles.note}>
        Every booking needs the management&apos;s approval. You will get a confirmation by email or
        a call within 24 hours.
      </p>
    </aside>
  );
}

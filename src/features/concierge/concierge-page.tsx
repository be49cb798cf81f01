/** /concierge (SPEC.md §2): what the concierge desk does, how to reach it, and that it never closes. */
import { contactDetails } from '../../../contract/platform/estate';
import { PageHeader } from '../../ui/page-header';
import styles from './concierge.module.css';

export const conciergeServices = [
  {
    name: 'Housekeeping',
    description: 'Cleaning for your home and help after functions, booked through the desk.',
  },
  {
    name: 'Maintenance requests',
    description: 'Plumbing, electrical and carpentry work, logged and followed up for you.',
  },
  {
    name: 'Package collection',
    description: 'Couriers are received at the gate and kept safe until you collect them.',
  },
  {
    name: 'Visitor management',
    description: 'Tell the desk who is coming, and your guests are expected at the gate.',
  },
  {
    name: 'Emergency assistance',
    description: 'Medical, fire or security help at any hour: call the desk straight away.',
  },
  {
    name: 'General inquiries',
    description: 'Anything else about the estate: the desk will find the answer or the person.',
  },
] as const;

export default function ConciergePage() {
  return (
    <>
      <PageHeader title="Concierge Services" subtitle="The estate's help desk, open 24/7." />
      <div className={styles.columns}>
        <section aria-labelledby="concierge-services">
          <h2 id="concierge-services">Services</h2>
          <ul className={styles.services}>
            {conciergeServices.map((service) => (
              <li key={service.name} className={styles.service}>
                <h3>{service.name}</h3>
                <p>{service.description}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.contact} aria-labelledby="concierge-contact">
          <h2 id="concierge-contact">Contact the desk</h2>
          <dl className={styles.list}>
            <dt>Hours</dt>
            <dd>24/7, every day of the year</dd>
            <dt>Phone</dt>
            <dd>
              <a href={contactDetails.phone.href}>{contactDetails.phone.display}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            </dd>
            <dt>Estate office</dt>
            <dd>
              {contactDetails.addressLines[0]}, open {contactDetails.officeHours}
            </dd>
          </dl>
        </section>
      </div>
    </>
  );
}

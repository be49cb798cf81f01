/** Contact Us (SPEC.md §2 "/contact"): the estate office's details and a message form. */
import { ContactForm } from './contact-form';
import { contactDetails } from '../../../contract/platform/estate';
import styles from './contact-page.module.css';

export default function ContactPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Contact Us</h1>
        <p className={styles.lead}>
          Questions, suggestions or a problem in your tower? The estate office is here to help.
        </p>
      </header>
      <div className={styles.columns}>
        <section className={styles.details} aria-labelledby="contact-office">
          <h2 id="contact-office">Estate Office</h2>
          <address className={styles.address}>
            <strong>{contactDetails.organisation}</strong>
            {contactDetails.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <dl className={styles.list}>
            <dt>Phone</dt>
            <dd>
              <a href={contactDetails.phone.href}>{contactDetails.phone.display}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            </dd>
            <dt>Office hours</dt>
            <dd>
              {contactDetails.officeHours}
              <br />
              {contactDetails.onlineHours}
            </dd>
          </dl>
        </section>
        <ContactForm />
      </div>
    </div>
  );
}

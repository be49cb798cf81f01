import { AdminPageHeader } from '../../ui/admin-page-header';
import styles from './admin.module.css';

/** Stand-in for an admin page whose feature arrives in a later issue. */
export function AdminComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <section className={styles.card}>
        <p className={styles.lead}>Coming soon</p>
        <p>This tool is being built. Please check back after the next update.</p>
      </section>
    </>
  );
}

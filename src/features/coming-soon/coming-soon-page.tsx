import { PageHeader } from '../../ui/page-header';
import styles from './coming-soon.module.css';

/** Stand-in for a page whose feature arrives in a later issue: honest, and nothing pretends to work. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className={styles.card}>
        <p className={styles.lead}>Coming soon</p>
        <p>This part of Gatehouse is being built. Please check back after the next update.</p>
      </section>
    </>
  );
}

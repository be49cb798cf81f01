/**
 * /newsletter (SPEC.md §2): the newsletters as cards, readable in the in-page viewer. The list
 * is a cached collection; the PDFs a resident keeps offline (the latest by default) are saved
 * on the phone, so View works with no signal for those.
 */
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { Newsletter } from '../../../contract/content/newsletters';
import { freshnessLabel } from '../../offline/collections';
import { useCollection } from '../../offline/use-collection';
import { PageHeader } from '../../ui/page-header';
import { PdfViewer } from '../../ui/pdf-viewer/pdf-viewer';
import { pdfFileName } from '../../ui/pdf-viewer/save-bytes';
import { Spinner } from '../../ui/spinner';
import { NewsletterCard } from './newsletter-card';
import { newsletterBytes } from './newsletter-bytes';
import { fetchNewsletters, newslettersCollection } from './newsletters-collection';
import { useKeepOffline } from './use-keep-offline';
import { useNow } from '../../lib/use-now';
import cards from '../../ui/file-cards.module.css';

export const noNewsletters = 'No newsletters have been published yet.';

export default function NewsletterPage() {
  const newsletters = useCollection(newslettersCollection, { fetcher: fetchNewsletters });
  const saved = newsletters.refreshedAt !== undefined;
  const keep = useKeepOffline(newsletters.items, saved);
  const [reading, setReading] = useState<Newsletter | null>(null);
  const now = useNow();

  const view = (newsletter: Newsletter) => {
    // The bench times tap → first page from this mark to the viewer's `pdf-first-page`.
    performance.mark?.('pdf-open');
    setReading(newsletter);
  };

  let body;
  if (!saved && newsletters.error && !newsletters.isRefreshing) {
    body = (
      <p role="alert" className={cards.error}>
        {messages.newslettersLoadFailed}
      </p>
    );
  } else if (!saved) {
    body = <Spinner label="Loading newsletters…" />;
  } else if (newsletters.items.length === 0) {
    body = <p>{noNewsletters}</p>;
  } else {
    body = (
      <ul className={cards.list}>
        {newsletters.items.map((newsletter) => (
          <NewsletterCard
            key={newsletter.id}
            newsletter={newsletter}
            status={keep.statusOf(newsletter.id)}
            unavailable={newsletters.isOffline && !keep.isSaved(newsletter.id)}
            onView={() => view(newsletter)}
            onKeepChange={(value) => void keep.setKept(newsletter.id, value)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title="Newsletter" subtitle="The monthly newsletter of our community." />
      {saved && (
        <p className={cards.freshness}>
          {freshnessLabel(newsletters.refreshedAt, now, !newsletters.isOffline)}
        </p>
      )}
      {body}
      {reading && (
        <PdfViewer
          key={reading.id}
          title={reading.title}
          fileName={pdfFileName(reading.title)}
          load={() => newsletterBytes(reading.id)}
          onClose={() => setReading(null)}
        />
      )}
    </>
  );
}

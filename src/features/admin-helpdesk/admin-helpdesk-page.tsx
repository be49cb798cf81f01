/**
 * /admin/helpdesk (issue 18): the office's complaints. The summary first, then the queue sorted by
 * deadline (overdue on top, red and saying so), worked inline, and the categories with their
 * deadlines. The queue and the categories each say how a change went next to it
 * (docs/adr/005-results-in-view.md).
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { helpdeskCategoriesQuery } from '../../api/helpdesk';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { CategoryEditor } from './category-editor';
import { helpdeskOfflineMessage } from './helpdesk-words';
import { HelpdeskSummary } from './helpdesk-summary';
import { TicketQueue } from './ticket-queue';

export default function AdminHelpdeskPage() {
  const { online } = useConnectivity();
  const categories = useQuery(helpdeskCategoriesQuery());
  const offlineId = useId();

  return (
    <>
      <AdminPageHeader
        title="Helpdesk"
        subtitle="Complaints from the households, the deadline first."
      />
      {!online && (
        <Banner tone="info">
          <span id={offlineId}>{helpdeskOfflineMessage}</span>
        </Banner>
      )}
      <HelpdeskSummary online={online} />
      <TicketQueue categories={categories.data ?? []} online={online} offlineId={offlineId} />
      <CategoryEditor online={online} offlineId={offlineId} />
    </>
  );
}

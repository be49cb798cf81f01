/**
 * /admin/helpdesk (issue 18): the office's complaints. The summary first, then the queue sorted by
 * deadline (overdue on top, red and saying so), worked inline, and the categories with their
 * deadlines. One toast tells how any change went, at the bottom where the eye is on a phone.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { helpdeskCategoriesQuery } from '../../api/helpdesk';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import type { MoveOutcome } from '../../ui/request-actions';
import { useToast } from '../../ui/toast';
import { CategoryEditor } from './category-editor';
import { helpdeskOfflineMessage } from './helpdesk-words';
import { HelpdeskSummary } from './helpdesk-summary';
import { TicketQueue } from './ticket-queue';

export default function AdminHelpdeskPage() {
  const { online } = useConnectivity();
  const categories = useQuery(helpdeskCategoriesQuery());
  const toast = useToast();
  const offlineId = useId();
  const onDone = (outcome: MoveOutcome) =>
    toast.show(outcome.message, outcome.ok ? 'success' : 'error');

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
      <TicketQueue
        categories={categories.data ?? []}
        online={online}
        offlineId={offlineId}
        onDone={onDone}
      />
      <CategoryEditor online={online} offlineId={offlineId} onDone={onDone} />
      {toast.element}
    </>
  );
}

/**
 * /admin/events (SPEC.md §2): Create Event and Manage Events, where each event is edited, its
 * attendees read and downloaded, or it is deleted (issue 21). Admin work is online-only
 * (DESIGN.md §5): offline, the list shows its last copy and the writes say why they wait.
 */
import { messages } from '../../../contract/messages';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { EventForm } from './event-form';
import { EventManageList } from './event-manage-list';
import { JustAddedProvider, updatedJustNow } from '../../ui/just-added';
import { useCreateThenList } from '../../ui/use-create-then-list';

/** Why Create, Edit and Delete are disabled, on every tab (admin work is online-only). */
export const eventsOfflineMessage =
  "You're offline. Events can be created, edited and deleted when you're back online.";

export default function AdminEventsPage() {
  const { online } = useConnectivity();
  // After creating, the list with the new event marked: the admin sees it, not an empty form.
  const { result, formKey, tabs, created } = useCreateThenList('create', 'manage');

  return (
    <>
      <AdminPageHeader title="Events" />
      {!online && <Banner tone="info">{eventsOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Events"
          {...tabs}
          tabs={[
            {
              id: 'create',
              label: 'Create Event',
              content: (
                <EventForm
                  key={formKey}
                  online={online}
                  onSaved={(event) => created(`Event created: “${event.title}”.`, event.id)}
                />
              ),
            },
            {
              id: 'manage',
              label: 'Manage Events',
              content: (
                <EventManageList
                  online={online}
                  onDeleted={result.show}
                  onUpdated={(event) =>
                    result.show(messages.eventUpdated, {
                      mark: { itemKey: event.id, label: updatedJustNow },
                    })
                  }
                />
              ),
            },
          ]}
        />
      </JustAddedProvider>
    </>
  );
}

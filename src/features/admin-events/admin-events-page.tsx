/**
 * /admin/events (SPEC.md §2): Create Event and Manage Events, where each event is edited, its
 * attendees read and downloaded, or it is deleted (issue 21). Admin work is online-only
 * (DESIGN.md §5): offline, the list shows its last copy and the writes say why they wait.
 */
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { EventForm } from './event-form';
import { EventManageList } from './event-manage-list';
import { JustAddedProvider, updatedJustNow } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';

/** Why Create, Edit and Delete are disabled, on every tab (admin work is online-only). */
export const eventsOfflineMessage =
  "You're offline. Events can be created, edited and deleted when you're back online.";

export default function AdminEventsPage() {
  const { online } = useConnectivity();
  const result = useResult();
  // After creating, the list with the new event marked: the admin sees it, not an empty form.
  const [tab, setTab] = useState('create');
  // A new key after each event starts a clean form (the file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <AdminPageHeader title="Events" />
      {!online && <Banner tone="info">{eventsOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Events"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'create',
              label: 'Create Event',
              content: (
                <EventForm
                  key={formKey}
                  online={online}
                  onSaved={(event) => {
                    result.show(`Event created: “${event.title}”.`, {
                      mark: { itemKey: event.id },
                    });
                    setFormKey((key) => key + 1);
                    setTab('manage');
                  }}
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

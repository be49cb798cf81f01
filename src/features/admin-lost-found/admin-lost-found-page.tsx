/**
 * /admin/lost-found (SPEC.md §2): tabs Items and Create Item, the second reading Edit Item while
 * an item is edited. Admin work is online-only (DESIGN.md §5): offline, the list shows its last
 * copy and the writes say why they wait.
 */
import { useState } from 'react';
import type { LostFoundItem } from '../../../contract/lost-found/lost-found';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { itemCreated, itemUpdated } from '../../ui/lost-found/use-item-actions';
import { Tabs } from '../../ui/tabs';
import { JustAddedProvider, updatedJustNow } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';
import { ItemForm } from './item-form';
import { ItemList } from './item-list';

export const lostFoundOfflineMessage =
  "You're offline. Items can be created, changed and deleted when you're back online.";

type Tab = 'items' | 'form';

export default function AdminLostFoundPage() {
  const { online } = useConnectivity();
  const result = useResult();
  const [tab, setTab] = useState<Tab>('items');
  const [editing, setEditing] = useState<LostFoundItem | null>(null);
  // A new key after each save starts a clean form (the file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);

  const finish = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  return (
    <>
      <AdminPageHeader title="Lost & Found Management" />
      {!online && <Banner tone="info">{lostFoundOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Lost and found"
          selected={tab}
          onSelect={(id) => setTab(id as Tab)}
          tabs={[
            {
              id: 'items',
              label: 'Items',
              content: (
                <ItemList
                  online={online}
                  onDone={result.show}
                  onEdit={(item) => {
                    setEditing(item);
                    setTab('form');
                  }}
                />
              ),
            },
            {
              id: 'form',
              label: editing ? 'Edit Item' : 'Create Item',
              content: (
                <ItemForm
                  key={editing ? `edit-${editing.id}` : `new-${formKey}`}
                  editing={editing}
                  online={online}
                  onSaved={(item) => {
                    result.show(editing ? itemUpdated : itemCreated, {
                      mark: { itemKey: item.id, label: editing ? updatedJustNow : undefined },
                    });
                    // The list with the item marked: the RWA sees what was saved, not an empty form.
                    setTab('items');
                    finish();
                  }}
                  onCancelEdit={() => {
                    finish();
                    setTab('items');
                  }}
                />
              ),
            },
          ]}
        />
      </JustAddedProvider>
    </>
  );
}

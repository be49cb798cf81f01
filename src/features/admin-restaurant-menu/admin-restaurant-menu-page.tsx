/**
 * /admin/restaurant-menu (SPEC.md §2): Upload Menu and Manage Menus. Admin work is online-only
 * (DESIGN.md §5): offline, the list shows its last copy and the writes say why they wait.
 */
import { useState } from 'react';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { MenuManageList } from './menu-manage-list';
import { MenuUploadForm } from './menu-upload-form';
import { JustAddedProvider } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';

/** Why Upload and Delete are disabled, on every tab (admin work is online-only). */
export const menusOfflineMessage =
  "You're offline. Menus can be uploaded and deleted when you're back online.";

export default function AdminRestaurantMenuPage() {
  const { online } = useConnectivity();
  const result = useResult();
  // After an upload, the list with the new menu marked: the admin sees it, not an empty form.
  const [tab, setTab] = useState('upload');
  // A new key after each upload starts a clean form (the file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <AdminPageHeader title="Restaurant Menus" />
      {!online && <Banner tone="info">{menusOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Restaurant menus"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'upload',
              label: 'Upload Menu',
              content: (
                <MenuUploadForm
                  key={formKey}
                  online={online}
                  onUploaded={(menu) => {
                    result.show(`Menu uploaded: “${menu.menu_name}”.`, {
                      mark: { itemKey: menu.menu_id },
                    });
                    setFormKey((key) => key + 1);
                    setTab('manage');
                  }}
                />
              ),
            },
            {
              id: 'manage',
              label: 'Manage Menus',
              content: (
                <MenuManageList
                  online={online}
                  onDeleted={(menu) => result.show(`Menu deleted: “${menu.menu_name}”.`)}
                />
              ),
            },
          ]}
        />
      </JustAddedProvider>
    </>
  );
}

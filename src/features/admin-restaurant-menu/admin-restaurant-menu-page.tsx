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
import { useFlash } from '../../ui/use-flash';

/** Why Upload and Delete are disabled, on every tab (admin work is online-only). */
export const menusOfflineMessage =
  "You're offline. Menus can be uploaded and deleted when you're back online.";

export default function AdminRestaurantMenuPage() {
  const { online } = useConnectivity();
  const [success, flash] = useFlash();
  // A new key after each upload starts a clean form (the file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <AdminPageHeader title="Restaurant Menus" />
      {!online && <Banner tone="info">{menusOfflineMessage}</Banner>}
      {success && <Banner tone="success">{success}</Banner>}
      <Tabs
        label="Restaurant menus"
        tabs={[
          {
            id: 'upload',
            label: 'Upload Menu',
            content: (
              <MenuUploadForm
                key={formKey}
                online={online}
                onUploaded={() => {
                  flash('Menu uploaded');
                  setFormKey((key) => key + 1);
                }}
              />
            ),
          },
          {
            id: 'manage',
            label: 'Manage Menus',
            content: <MenuManageList online={online} onDeleted={() => flash('Menu deleted')} />,
          },
        ]}
      />
    </>
  );
}

/**
 * /admin/restaurant-menu (SPEC.md §2): Upload Menu and Manage Menus. Admin work is online-only
 * (DESIGN.md §5): offline, the list shows its last copy and the writes say why they wait.
 */
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { MenuManageList } from './menu-manage-list';
import { MenuUploadForm } from './menu-upload-form';
import { JustAddedProvider } from '../../ui/just-added';
import { useCreateThenList } from '../../ui/use-create-then-list';

/** Why Upload and Delete are disabled, on every tab (admin work is online-only). */
export const menusOfflineMessage =
  "You're offline. Menus can be uploaded and deleted when you're back online.";

export default function AdminRestaurantMenuPage() {
  const { online } = useConnectivity();
  // After an upload, the list with the new menu marked: the admin sees it, not an empty form.
  const { result, formKey, tabs, created } = useCreateThenList('upload', 'manage');

  return (
    <>
      <AdminPageHeader title="Restaurant Menus" />
      {!online && <Banner tone="info">{menusOfflineMessage}</Banner>}
      {result.line}
      <JustAddedProvider value={result.mark}>
        <Tabs
          label="Restaurant menus"
          {...tabs}
          tabs={[
            {
              id: 'upload',
              label: 'Upload Menu',
              content: (
                <MenuUploadForm
                  key={formKey}
                  online={online}
                  onUploaded={(menu) =>
                    created(`Menu uploaded: “${menu.menu_name}”.`, menu.menu_id)
                  }
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

/**
 * /admin/users (SPEC.md §2): Create User, Update User, Bulk Upload and Add guard (issue 17), and
 * below them everyone in the register with what can be done to each (issue 16). Admin work is online-only
 * (DESIGN.md §5).
 */
import { messages } from '../../../contract/messages';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { useResult } from '../../ui/result-line';
import { AddGuardForm } from './add-guard-form';
import { BulkUploadForm } from './bulk-upload-form';
import { CreateUserForm } from './create-user-form';
import { ResidentsList } from './residents-list';
import { UpdateUserForm } from './update-user-form';

export const usersOfflineMessage =
  "You're offline. Residents can be created and updated when you're back online.";

export default function AdminUsersPage() {
  const { online } = useConnectivity();
  const result = useResult();

  return (
    <>
      <AdminPageHeader title="Users" />
      {!online && <Banner tone="info">{usersOfflineMessage}</Banner>}
      {result.line}
      <Tabs
        label="Users"
        tabs={[
          {
            id: 'create',
            label: 'Create User',
            content: (
              <CreateUserForm
                online={online}
                onCreated={(user) => result.show(`User created successfully: ${user.phone_number}`)}
              />
            ),
          },
          {
            id: 'update',
            label: 'Update User',
            content: (
              <UpdateUserForm
                online={online}
                onUpdated={(user) => result.show(`User updated successfully: ${user.phone_number}`)}
              />
            ),
          },
          { id: 'bulk', label: 'Bulk Upload', content: <BulkUploadForm online={online} /> },
          {
            id: 'guard',
            label: 'Add guard',
            content: (
              <AddGuardForm
                online={online}
                onAdded={(guard) =>
                  result.show(
                    `${messages.guardCreated}: ${guard.name ?? ''} (${guard.phone_number})`,
                  )
                }
              />
            ),
          },
        ]}
      />
      <ResidentsList online={online} />
    </>
  );
}

/**
 * /updates (SPEC.md §2 Community Updates): what the RWA posts, saved on the phone so it reads
 * offline. RWA users add and delete updates; those writes are online-only and say so.
 */
import { useId, useState } from 'react';
import { messages } from '../../../contract/messages';
import type { CommunityUpdate, UpdateInput } from '../../../contract/content/updates';
import { useSession } from '../../api/session';
import { freshnessLabel } from '../../offline/collections';
import { useCollection } from '../../offline/use-collection';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { UpdateForm } from './update-form';
import { UpdateList } from './update-list';
import { fetchUpdates, updatesCollection } from './updates-collection';
import { useCreateUpdate, useDeleteUpdate } from './use-update-mutations';
import { useNow } from '../../lib/use-now';
import styles from './updates.module.css';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { errorMessage } from '../../api/api-error';
import { JustAddedProvider } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';

export const updatesOnlineOnly =
  'Adding or deleting updates needs a connection. Connect to the internet to make changes.';

export default function UpdatesPage() {
  const updates = useCollection(updatesCollection, { fetcher: fetchUpdates });
  const { user } = useSession();
  const isRwa = user?.role === 'RWA';
  const online = !updates.isOffline;
  const now = useNow();
  const offlineId = useId();
  const create = useCreateUpdate();
  const remove = useDeleteUpdate();
  const [adding, setAdding] = useState(false);
  const result = useResult();

  const save = (input: UpdateInput) =>
    create.mutate(input, {
      onSuccess: (update) => {
        setAdding(false);
        result.show(`Update added: “${update.title}”.`, { mark: { itemKey: update.id } });
      },
    });

  const deletion = useConfirmedDelete<CommunityUpdate>({
    title: 'Delete update?',
    describe: (item) => <>“{item.title}” will be deleted for everyone.</>,
    remove: (item) => remove.mutateAsync(item.id),
    failure: messages.updateDeleteFailed,
    onDeleted: (update) => result.show(`Update deleted: “${update.title}”.`),
  });

  const saved = updates.refreshedAt !== undefined;
  let body;
  if (!saved && updates.error && !updates.isRefreshing && online) {
    body = <Banner tone="error">{messages.updatesFetchFailed}</Banner>;
  } else if (!saved && (updates.isOffline || !updates.isLoaded || updates.isRefreshing)) {
    body = updates.isOffline ? null : <Spinner label="Loading updates…" />;
  } else {
    body = (
      <UpdateList
        updates={updates.items}
        manage={isRwa ? { online, offlineId, onDelete: deletion.ask } : undefined}
      />
    );
  }

  return (
    <>
      <PageHeader title="Community Updates" />
      {result.line}
      {deletion.errorBanner}
      {isRwa && !online && <Notice id={offlineId}>{updatesOnlineOnly}</Notice>}
      {isRwa &&
        (adding ? (
          <UpdateForm
            online={online}
            offlineId={offlineId}
            saving={create.isPending}
            saveError={
              create.isError ? errorMessage(create.error, messages.updateCreateFailed) : undefined
            }
            onSave={save}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div className={styles.toolbar}>
            <Button
              onClick={() => {
                create.reset();
                setAdding(true);
              }}
            >
              Add Update
            </Button>
          </div>
        ))}
      <p className={styles.freshness}>{freshnessLabel(updates.refreshedAt, now, online)}</p>
      <JustAddedProvider value={result.mark}>{body}</JustAddedProvider>
      {deletion.dialog}
    </>
  );
}

/**
 * /admin/broadcasts (issue 14): the RWA writes a notice to every resident — info to the inbox,
 * urgent pushed too, emergency also by SMS and as a banner until acknowledged — and sees the
 * notices sent with how many apartments have acknowledged each.
 */
import { useId } from 'react';
import {
  listBroadcasts,
  sendBroadcast,
  type BroadcastInput,
} from '../../../contract/notices/broadcasts';
import { errorMessage } from '../../api/api-error';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { BroadcastForm } from './broadcast-form';
import { BroadcastList } from './broadcast-list';
import { useBroadcasts, useSendBroadcast } from './use-broadcasts';
import styles from './admin-broadcasts.module.css';

export const broadcastOfflineMessage = 'Sending a broadcast needs a connection.';

export default function AdminBroadcastsPage() {
  const { online } = useConnectivity();
  const now = useNow(30_000);
  const broadcasts = useBroadcasts();
  const send = useSendBroadcast();
  const toast = useToast();
  const id = useId();
  const offlineId = `${id}-offline`;
  const list = broadcasts.data;
  const loadError =
    online && broadcasts.isError && !list
      ? errorMessage(broadcasts.error, listBroadcasts.failure)
      : undefined;

  const onSend = async (input: BroadcastInput): Promise<boolean> => {
    toast.clear();
    try {
      const sent = await send.mutateAsync(input);
      toast.show(`“${sent.title}” sent to ${sent.recipients} apartments.`);
      return true;
    } catch (error) {
      toast.show(errorMessage(error, sendBroadcast.failure), 'error');
      return false;
    }
  };

  return (
    <>
      <AdminPageHeader title="Broadcasts" subtitle="Notices to every resident of the estate." />
      {!online && <Notice id={offlineId}>{broadcastOfflineMessage}</Notice>}
      <section aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>New broadcast</h2>
        <BroadcastForm
          online={online}
          offlineId={offlineId}
          sending={send.isPending}
          onSend={onSend}
        />
      </section>
      <section aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`}>Sent</h2>
        {list && (
          <p className={styles.sent}>{freshnessLabel(broadcasts.dataUpdatedAt, now, online)}</p>
        )}
        {loadError && <Banner tone="error">{loadError}</Banner>}
        {list ? (
          <BroadcastList broadcasts={list} now={now} />
        ) : (
          broadcasts.isPending && online && <Spinner label="Loading broadcasts…" />
        )}
      </section>
      {toast.element}
    </>
  );
}

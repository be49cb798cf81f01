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
import { JustAddedProvider } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';
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
  const result = useResult();
  const id = useId();
  const offlineId = `${id}-offline`;
  const list = broadcasts.data;
  const loadError =
    online && broadcasts.isError && !list
      ? errorMessage(broadcasts.error, listBroadcasts.failure)
      : undefined;

  const onSend = async (input: BroadcastInput): Promise<boolean> => {
    result.clear();
    try {
      const sent = await send.mutateAsync(input);
      // The line under the form says so; the Sent list marks it.
      result.show(`“${sent.title}” sent to ${sent.recipients} apartments.`, {
        mark: { itemKey: sent.id, label: 'Sent just now' },
      });
      return true;
    } catch (error) {
      result.show(errorMessage(error, sendBroadcast.failure), { tone: 'error' });
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
        {result.line}
      </section>
      <section aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`}>Sent</h2>
        {list && (
          <p className={styles.sent}>{freshnessLabel(broadcasts.dataUpdatedAt, now, online)}</p>
        )}
        {loadError && <Banner tone="error">{loadError}</Banner>}
        {list ? (
          <JustAddedProvider value={result.mark}>
            <BroadcastList broadcasts={list} now={now} />
          </JustAddedProvider>
        ) : (
          broadcasts.isPending && online && <Spinner label="Loading broadcasts…" />
        )}
      </section>
    </>
  );
}

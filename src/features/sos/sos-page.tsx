/**
 * /sos (issue 34): the resident's SOS. Two steps raise it (sos-button.tsx); the gate desk shows
 * it full-screen within seconds and the RWA is told; the page then asks every few seconds until a
 * guard answers "On my way". With no network it offers the gate's phone, never a queue.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { gatePhone } from '../../../contract/platform/estate';
import { useSession } from '../../api/session';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { CallTheGate } from './call-the-gate';
import { rememberedSos, rememberSos } from './remembered-sos';
import { SosButton } from './sos-button';
import { SosStatus } from './sos-status';
import { sosQueryKey, useRaiseSos, useSosAlert } from './use-sos';
import styles from './sos.module.css';

export default function SosPage() {
  const userId = useSession().user?.id ?? '';
  const [search] = useSearchParams();
  const { online } = useConnectivity();
  const queryClient = useQueryClient();
  const [id, setId] = useState(() => search.get('id') ?? rememberedSos(userId));
  const [failure, setFailure] = useState<string>();
  const raise = useRaiseSos();
  const sos = useSosAlert(id, online);

  const send = () => {
    setFailure(undefined);
    raise.mutate(undefined, {
      onSuccess: (alert) => {
        queryClient.setQueryData(sosQueryKey(alert.id), alert);
        rememberSos(userId, alert.id);
        setId(alert.id);
      },
      // Whatever went wrong, the same honest next step: the phone still makes calls.
      onError: () => setFailure(messages.sosFailed),
    });
  };
  const done = () => {
    rememberSos(userId, undefined);
    setId(undefined);
  };

  return (
    <>
      <PageHeader
        title="SOS"
        subtitle="For an emergency at home: the gate desk and the RWA are alerted at once."
      />
      {id && sos.data ? (
        <>
          {!online && sos.data.state === 'raised' && (
            <>
              <Banner tone="error">
                No network: this phone cannot hear the guard&apos;s answer. Call the gate if you
                need to.
              </Banner>
              <CallTheGate />
            </>
          )}
          <SosStatus sos={sos.data} onDone={done} />
        </>
      ) : id && sos.isPending && online ? (
        <Spinner label="Checking on your SOS…" />
      ) : (
        <>
          {id && sos.isError && <Banner tone="error">{messages.sosFetchFailed}</Banner>}
          <SosButton online={online} sending={raise.isPending} failure={failure} onSend={send} />
        </>
      )}
      {/* Offline, the gate's number is offered above in its place. */}
      {online && (
        <p className={styles.call}>
          The gate desk, day and night: <a href={gatePhone.href}>{gatePhone.display}</a>
        </p>
      )}
    </>
  );
}

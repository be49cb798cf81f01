/**
 * "Give my vote to another flat" (issue 36): where the RWA allows proxies, a flat that has not
 * voted names the flat to vote for it. Online-only: whether that flat may hold one more proxy
 * is the server's to say, and it says so in a sentence ("B202 already holds 2 proxies…").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../../contract/messages';
import { giveProxy } from '../../../contract/polls/polls';
import { callApi } from '../../api/client';
import { errorMessage } from '../../api/api-error';
import { ApartmentField } from '../../ui/apartment-field';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import styles from './polls.module.css';

interface GiveProxyProps {
  pollId: string;
  maxProxies: number;
  online: boolean;
  /** The polls list to read again once the proxy is given. */
  listKey: readonly unknown[];
}

export function GiveProxy({ pollId, maxProxies, online, listKey }: GiveProxyProps) {
  const offlineId = `${useId()}-offline`;
  const [open, setOpen] = useState(false);
  const [apartment, setApartment] = useState('');
  const queryClient = useQueryClient();
  const give = useMutation({
    mutationFn: (to: string) =>
      callApi(giveProxy, { params: { id: pollId }, body: { to_apartment: to } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Give my vote to another flat
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apartment) give.mutate(apartment);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Give my vote to another flat">
      <p className={styles.muted}>
        That flat votes for yours on this poll. A flat may hold at most {maxProxies}{' '}
        {maxProxies === 1 ? 'proxy' : 'proxies'}, and a proxy cannot be taken back here.
      </p>
      {!online && <Notice id={offlineId}>Giving a proxy needs a connection.</Notice>}
      <ApartmentField
        label="Flat that votes for mine"
        value={apartment}
        onValue={setApartment}
        required
      />
      {give.isError && (
        <Banner tone="error">{errorMessage(give.error, messages.proxyFailed)}</Banner>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={give.isPending}
          disabled={!online || !apartment}
          aria-describedby={online ? undefined : offlineId}
        >
          Give my vote
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Back
        </Button>
      </div>
    </form>
  );
}

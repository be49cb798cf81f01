/**
 * /banquet-hall-booking (SPEC.md §2): the request form and the hall's information panel.
 * Online-only (DESIGN.md §5): offline, Request is disabled and the page says why. Success shows
 * the server's message, clears the form and goes home after 3 s (SPEC.md §4).
 */
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BanquetRequest } from '../../../contract/bookings';
import { messages } from '../../../contract/messages';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { useConnectivity } from '../../offline/use-connectivity';
import { Badge, bookingStatusTone } from '../../ui/badge';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { PushOfferCard, usePushOffer } from '../../ui/push-offer';
import { BanquetForm } from './banquet-form';
import { BanquetInfo } from './banquet-info';
import { useBookBanquet } from './use-book-banquet';
import styles from './banquet.module.css';

export const BANQUET_REDIRECT_MS = 3_000;

export default function BanquetPage() {
  const { user } = useSession();
  const now = useIndiaNow();
  const { online } = useConnectivity();
  const navigate = useNavigate();
  const offlineId = useId();
  const booking = useBookBanquet();
  const [formKey, setFormKey] = useState(0);
  const done = booking.data;
  const pushOffer = usePushOffer(Boolean(done));
  // The offer of notifications holds the trip home until it is answered: a card that vanishes
  // while it is being read is worse than a few more seconds here.
  const holdHome = pushOffer.waiting;

  useEffect(() => {
    if (!done || holdHome) return;
    const timer = window.setTimeout(() => navigate(paths.home), BANQUET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, holdHome, navigate]);

  const submit = async (payload: BanquetRequest) => {
    await booking.mutateAsync(payload);
    setFormKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader
        title="Banquet Hall Booking"
        subtitle="Ask for the hall for a family function or a party."
      />
      {!online && <Notice id={offlineId}>{messages.bookingsOnlineOnly}</Notice>}
      {done && (
        <Banner tone="success">
          {done.message} Booking ID {done.booking_id}, status{' '}
          <Badge tone={bookingStatusTone(done.status)}>{done.status}</Badge>. Returning home in a
          moment…
        </Banner>
      )}
      <PushOfferCard offer={pushOffer} />
      <div className={styles.columns}>
        <section className={styles.card} aria-label="Request the banquet hall">
          <BanquetForm
            key={formKey}
            user={user}
            now={now}
            online={online && !done}
            offlineId={offlineId}
            busy={booking.isPending}
            onSubmit={submit}
          />
        </section>
        <BanquetInfo />
      </div>
    </>
  );
}

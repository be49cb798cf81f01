/**
 * /banquet-hall-booking (SPEC.md §2): the request form and the hall's information panel.
 * Online-only (DESIGN.md §5): offline, Request is disabled and the page says why. Success shows
 * the server's message, clears the form and goes home after 3 s (SPEC.md §4).
 */
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BanquetRequest } from '../../../contract/bookings/banquet';
import { messages } from '../../../contract/messages';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { useConnectivity } from '../../offline/use-connectivity';
import { Badge, bookingStatusTone } from '../../ui/badge';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { arrivalState } from '../../lib/arrival';
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
  useEffect(() => {
    if (!done) return;
    // Home shows the success too, and offers notifications there (a card on this page would
    // vanish with it while being read).
    const state = arrivalState({
      message: `${done.message} Booking ID ${done.booking_id}, status ${done.status}.`,
      offerPush: true,
    });
    const timer = window.setTimeout(() => navigate(paths.home, { state }), BANQUET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

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

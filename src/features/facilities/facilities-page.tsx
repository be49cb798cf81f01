/**
 * /facilities (SPEC.md §2): the courts and the banquet hall, filtered by ?category, each court
 * with today's open slots. The cards render offline too, with the last known slots.
 */
import { MembersOnlyNotice } from '../../ui/members-only-notice';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { facilities, type CourtSport, type Facility } from '../../../contract/bookings/bookings';
import type { IndiaMoment } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { readFacilitiesArrival, type BookingArrival } from './booking-state';
import { FacilityCard } from './facility-card';
import { CategoryFilter } from './category-filter';
import { facilityCategory, facilityCategoryTitles } from './facility-category';
import { useAvailability } from './use-availability';
import styles from './facilities.module.css';

/** SPEC.md §4: feedback banners disappear after 3 seconds. */
export const FLASH_MS = 3_000;

function useFlash(message: string | undefined): string | undefined {
  // Read once, on arrival: the page remounts for each visit.
  const [shown, setShown] = useState(message);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(undefined), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return shown;
}

export default function FacilitiesPage() {
  const [search, setSearch] = useSearchParams();
  const category = facilityCategory(search);
  const location = useLocation();
  const flash = useFlash(readFacilitiesArrival(location.state));
  // Counts presses, so each one brings the (re-mounted, focused) notice back into view.
  const [refused, setRefused] = useState(0);
  const { online } = useConnectivity();
  const now = useIndiaNow();
  const offlineId = useId();
  const shown = facilities.filter(
    (facility) => category === 'all' || (category === 'sports') === (facility.type === 'SPORTS'),
  );

  return (
    <>
      <PageHeader title={facilityCategoryTitles[category]} />
      <CategoryFilter
        value={category}
        onChange={(next) => setSearch(next === 'all' ? {} : { category: next })}
      />
      {flash && <Banner tone="success">{flash}</Banner>}
      {refused > 0 && <MembersOnlyNotice key={refused} />}
      {!online && <Notice id={offlineId}>{messages.bookingsOnlineOnly}</Notice>}
      <ul className={styles.grid}>
        {shown.map((facility) => (
          <FacilitySlot
            key={facility.id}
            facility={facility}
            online={online}
            now={now}
            offlineId={offlineId}
            onRefused={() => setRefused((count) => count + 1)}
          />
        ))}
      </ul>
    </>
  );
}

interface FacilitySlotProps {
  facility: Facility;
  online: boolean;
  now: IndiaMoment;
  offlineId: string;
  onRefused: () => void;
}

/** A card wired to its data: courts load today's slots, the hall goes to its own page. */
function FacilitySlot(props: FacilitySlotProps) {
  return props.facility.type === 'SPORTS' ? <CourtCard {...props} /> : <HallCard {...props} />;
}

function HallCard({ facility, online, offlineId, onRefused }: FacilitySlotProps) {
  const navigate = useNavigate();
  return (
    <FacilityCard
      facility={facility}
      online={online}
      canBook
      offlineId={offlineId}
      onRefused={onRefused}
      onBook={() => navigate(paths.banquetHallBooking)}
    />
  );
}

function CourtCard({ facility, online, now, offlineId, onRefused }: FacilitySlotProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const sport = facility.sportType as CourtSport;
  const availability = useAvailability(sport, now.date, now);
  const book = () => {
    const state: BookingArrival = {
      facilityName: facility.name,
      sportType: sport,
      date: now.date,
      slots: availability.raw ?? [],
    };
    navigate(paths.booking(facility.id), { state });
  };
  return (
    <FacilityCard
      facility={facility}
      availability={availability}
      online={online}
      canBook={user?.canBookSports ?? false}
      offlineId={offlineId}
      onRefused={onRefused}
      onBook={book}
    />
  );
}

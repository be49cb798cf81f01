/**
 * /booking/{facilityId} (SPEC.md §2). The facilities card hands over the name, sport and slots
 * through router state; a direct link or a reload looks the facility up in the contract's list.
 */
import { MembersOnlyNotice } from '../../ui/members-only-notice';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { facilityById, type CourtSport } from '../../../contract/bookings/bookings';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/page-header';
import { BookingForm } from './booking-form';
import { readBookingArrival } from './booking-state';
import styles from './facilities.module.css';

export const facilityNotFound = 'There is no court with this number to book.';

export default function BookingPage() {
  const { facilityId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const facility = facilityById(Number(facilityId));
  const back = paths.facilities();

  if (!facility || facility.type !== 'SPORTS') {
    return (
      <>
        <PageHeader title="Facility not found" backTo={back} />
        <section className={styles.panel}>
          <p>{facilityNotFound}</p>
          <p className={styles.links}>
            <Link to={back}>Back to Facilities</Link>
            {facility && <Link to={paths.banquetHallBooking}>Book the Banquet Hall</Link>}
          </p>
        </section>
      </>
    );
  }

  const sport = facility.sportType as CourtSport;
  const arrival = readBookingArrival(location.state);
  return (
    <>
      <PageHeader
        title={facility.name}
        subtitle={`Book a ${sport} slot for today or tomorrow (India time).`}
        backTo={back}
      />
      <section className={styles.panel}>
        {user && !user.canBookSports ? (
          <>
            <MembersOnlyNotice />
            <Link to={back}>Back to Facilities</Link>
          </>
        ) : (
          <BookingForm
            sport={sport}
            facilityName={facility.name}
            user={user}
            arrival={arrival}
            onCancel={() => navigate(back)}
          />
        )}
      </section>
    </>
  );
}

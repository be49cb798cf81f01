/**
 * /admin/visitors (issue 17): the RWA's visitor log, the estate's. Who came through the gate, for
 * which flat, by pass or as a walk-in, in and out, which guard, and what the server flagged (a
 * pass used twice while the gates were offline); filtered, exported as CSV with the same
 * filters, and the guards on duty now. Beside the visits, every flat's passes and walk-ins
 * (issue 34): to read, never a pass's code or QR, and no answer to another flat's walk-in.
 */
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Tabs } from '../../ui/tabs';
import { GuardsOnDuty } from './guards-on-duty';
import { OverstayGrace } from './overstay-grace';
import { PassLog } from './pass-log';
import { UncollectedParcels } from './uncollected-parcels';
import { useVisits } from './use-visits';
import {
  noVisitFilters,
  passLogFilters,
  VisitFilters,
  visitFiltersOf,
  walkInLogFilters,
  type LogTab,
} from './visit-filters';
import { VisitsTab } from './visits-tab';
import { WalkInLog } from './walk-in-log';
import styles from './admin-visitors.module.css';

export default function AdminVisitorsPage() {
  const [values, setValues] = useState(noVisitFilters);
  const [tab, setTab] = useState<LogTab>('visits');
  // Typing a flat asks once the typing settles, not at every letter.
  const { filters, problem } = visitFiltersOf(useDeferredValue(values));
  const visits = useVisits(filters);
  const { online } = useConnectivity();
  const now = useNow();
  const shared = { online, now };

  return (
    <>
      <AdminPageHeader
        title="Visitor log"
        subtitle={
          <>
            Everyone through the gate, newest first.{' '}
            <Link to={paths.visitors}>Passes for your own flat</Link>
          </>
        }
      />
      {!online && (
        <Banner tone="info">You're offline. The visitor log loads when you're back online.</Banner>
      )}
      {visits.data && <GuardsOnDuty guards={visits.data.guards_on_duty} now={now} />}
      <OverstayGrace online={online} />
      <section className={styles.section} aria-labelledby="visit-log-heading">
        <h2 id="visit-log-heading">Entries</h2>
        <VisitFilters values={values} onChange={setValues} problem={problem} tab={tab} />
        <Tabs
          label="Visitor log"
          selected={tab}
          onSelect={(id) => setTab(id as LogTab)}
          tabs={[
            {
              id: 'visits',
              label: 'Visits',
              content: <VisitsTab visits={visits} filters={filters} {...shared} />,
            },
            {
              id: 'passes',
              label: 'Passes',
              content: (
                <PassLog filters={passLogFilters(filters)} open={tab === 'passes'} {...shared} />
              ),
            },
            {
              id: 'walk-ins',
              label: 'Walk-ins',
              content: (
                <WalkInLog
                  filters={walkInLogFilters(filters)}
                  open={tab === 'walk-ins'}
                  {...shared}
                />
              ),
            },
          ]}
        />
      </section>
      <UncollectedParcels online={online} now={now} />
    </>
  );
}

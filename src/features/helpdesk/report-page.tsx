/**
 * /helpdesk/new (issue 18): report a problem. The categories come from the phone's saved copy
 * when there is no signal (the persisted query cache), so a resident in the basement can still
 * report; the complaint goes to the outbox and the list shows it as saved on this phone.
 * `?title=` prefills the title (Ask RWA's "Report it to the office"); `?edit=<id>` opens a
 * refused report to be fixed and sent again (the Offline data page links here).
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { textMax } from '../../../contract/platform/fields';
import type { TicketFields } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { helpdeskCategoriesQuery } from '../../api/helpdesk';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { HELPDESK_REPORT_KIND } from '../../offline/kinds';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useEditLink } from '../../ui/use-edit-link';
import { queueTicketReport, reportPayloadOf } from './queue';
import { ReportForm, type TicketFormValues } from './report-form';
import styles from './helpdesk.module.css';

export const categoriesNotSaved =
  "You're offline and the list of categories is not saved on this phone yet. Open this page once with a connection, then you can report from anywhere.";

/** Where the list page finds the report just queued, to say what became of it. */
export interface ReportedState {
  queued: string;
}

const blank: TicketFormValues = {
  category_id: '',
  title: '',
  description: '',
  location: '',
  urgent: false,
};

function valuesOf({ priority, ...fields }: TicketFields): TicketFormValues {
  return { ...blank, ...fields, urgent: priority === 'urgent' };
}

export default function HelpdeskReportPage() {
  const { user } = useSession();
  const { online } = useConnectivity();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const categories = useQuery(helpdeskCategoriesQuery());
  const link = useEditLink(HELPDESK_REPORT_KIND, user?.id);
  const fixing = link.record;

  const title = (search.get('title') ?? '').trim().slice(0, textMax.line);
  const initial: TicketFormValues = fixing
    ? valuesOf(reportPayloadOf(fixing).ticket)
    : { ...blank, title };
  // Ask RWA's own category takes its handovers, not residents' reports.
  const list = (categories.data ?? []).filter((category) => !category.ask_rwa_handovers);

  const submit = async (ticket: TicketFields, photo: File | undefined) => {
    if (!user) throw new Error(messages.ticketReportFailed);
    const name = list.find((category) => category.id === ticket.category_id)?.name ?? '';
    const queued = await queueTicketReport(ticket, name, photo, user.id, fixing ?? undefined);
    const state: ReportedState = { queued };
    navigate(paths.helpdesk, { state });
  };

  return (
    <>
      <PageHeader
        title={fixing ? 'Fix a complaint that could not be sent' : 'Report a problem'}
        subtitle="A leak, a dead light, a stuck lift: the RWA office gets it with a deadline."
      />
      <div className={styles.page}>
        {!categories.data && !online && <Notice>{categoriesNotSaved}</Notice>}
        {!categories.data && online && categories.isError && (
          <Banner tone="error">
            {errorMessage(categories.error, messages.categoriesFetchFailed)}
          </Banner>
        )}
        {!categories.data && online && categories.isPending && (
          <Spinner label="Loading categories…" />
        )}
        {categories.data && (
          <ReportForm
            // A new form when a refused report is opened, so its values start it.
            key={fixing?.id ?? 'new'}
            categories={list}
            initial={initial}
            fixing={fixing !== null}
            onSubmit={submit}
            onCancel={() => navigate(paths.helpdesk)}
          />
        )}
      </div>
    </>
  );
}

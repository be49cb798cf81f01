/**
 * /visitors (issue 17): the resident's side of the gate. Whoever waits at the gate for this flat
 * comes first (Approve / Deny); then a new pass with its code and QR to share, the flat's passes
 * and where each stands, today's walk-ins, and the daily help's attendance.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import type { PassFields, VisitorPass } from '../../../contract/gate/visitors';
import { errorMessage } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { PageHeader } from '../../ui/page-header';
import { useFocusLater } from '../../ui/use-focus-later';
import { Attendance } from './attendance';
import { PassForm } from './pass-form';
import { PassList } from './pass-list';
import { PassShare } from './pass-share';
import { StandingApprovals } from './standing-approvals';
import { passWindow } from './pass-format';
import { useCreatePass } from './use-passes';
import { AnsweredWalkIns, WaitingWalkIns, type WalkInResult } from './walk-ins';
import styles from './visitors.module.css';

const CREATED_ID = 'created-pass';

export default function VisitorsPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const { online } = useConnectivity();
  const focusId = useSearchParams()[0].get('walk_in') ?? undefined;
  const [results, setResults] = useState<Record<string, WalkInResult>>({});
  const create = useCreatePass(userId);
  const [created, setCreated] = useState<VisitorPass>();
  const focusLater = useFocusLater();
  const walkIns = { userId, online, focusId, results };

  const send = async (body: PassFields) => {
    setCreated(undefined);
    try {
      setCreated(await create.mutateAsync(body));
      focusLater(() => document.getElementById(CREATED_ID));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <>
      <PageHeader
        title="Visitors"
        subtitle="Passes for guests, cabs, deliveries and daily help, and who is at the gate."
      />
      <WaitingWalkIns
        {...walkIns}
        onResult={(id, result) => setResults((old) => ({ ...old, [id]: result }))}
      />
      <section className={styles.section} aria-labelledby="new-pass-heading">
        <h2 id="new-pass-heading">New pass</h2>
        {created && (
          <div id={CREATED_ID} tabIndex={-1} className={styles.created}>
            <Banner tone="success">{messages.passCreated}</Banner>
            <p>
              <strong>{created.name}</strong> · {passWindow(created)}
            </p>
            <PassShare pass={created} />
          </div>
        )}
        {create.isError && (
          <Banner tone="error">{errorMessage(create.error, messages.passCreateFailed)}</Banner>
        )}
        <PassForm online={online} busy={create.isPending} onSubmit={send} />
      </section>
      <PassList userId={userId} online={online} />
      <StandingApprovals userId={userId} online={online} />
      <AnsweredWalkIns {...walkIns} />
      <Attendance userId={userId} online={online} />
    </>
  );
}

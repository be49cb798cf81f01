/**
 * "Report an item": the form opens on request, so on a phone the list is not buried under it. It
 * opens by itself to fix a refused report or edit an own item, and says what became of the last
 * report. Closing it puts focus back on the section's heading, never lost on the page, with what
 * became of the report under it: that stays until the resident starts another report
 * (docs/adr/005-results-in-view.md), so a report that arrived is never met by an empty section.
 */
import { useId, useRef, useState } from 'react';
import type { SessionUser } from '../../../contract/sign-in/auth';
import {
  updateLostFoundItem,
  type LostFoundInput,
  type LostFoundItem,
} from '../../../contract/lost-found/lost-found';
import { callApi } from '../../api/client';
import type { OutboxRecord } from '../../offline/db';
import type { LostFoundReportPayload } from '../../offline/kinds';
import { Button } from '../../ui/button';
import {
  emptyLostFoundValues,
  lostFoundValuesOf,
  type LostFoundValues,
} from '../../ui/lost-found/lost-found-values';
import { itemUpdated } from '../../ui/lost-found/use-item-actions';
import { Notice } from '../../ui/notice';
import { OutboxStatusBanner } from '../../ui/outbox-item';
import { ReportForm, type ReportMode } from './report-form';
import { queueReport } from './use-queued-reports';
import styles from './lost-and-found.module.css';

export type Editing = { mode: 'fix'; record: OutboxRecord } | { mode: 'edit'; item: LostFoundItem };

export const reportSentMessage = 'Your report has been sent.';
export const editOffline = "You're offline. Your changes can be saved when you're back online.";

const headings: Record<ReportMode, string> = {
  new: 'Report a lost or found item',
  fix: 'Fix a report that could not be sent',
  edit: 'Edit your item',
};

interface ReportSectionProps {
  user: SessionUser | null;
  online: boolean;
  /** This user's reports in the outbox, to follow the one just made. */
  records: OutboxRecord[];
  editing: Editing | null;
  onStopEditing: () => void;
  /** An own item was saved: refresh the list and say so. */
  onItemSaved: (message: string) => Promise<void>;
}

/** The resident's own details start the form: most reports give their own name and phone. */
function newValues(user: SessionUser | null): LostFoundValues {
  const phone = user && /^\d{10}$/.test(user.id) ? user.id : '';
  return { ...emptyLostFoundValues, contactName: user?.name ?? '', contactPhone: phone };
}

/** A new form for each thing edited, and after each report (a file input cannot be reset). */
function formKeyOf(editing: Editing | null, count: number): string {
  if (editing?.mode === 'fix') return `fix-${editing.record.id}`;
  if (editing?.mode === 'edit') return `edit-${editing.item.id}`;
  return `new-${count}`;
}

export function ReportSection(props: ReportSectionProps) {
  const { user, online, records, editing, onStopEditing, onItemSaved } = props;
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [trackedId, setTrackedId] = useState<string>();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tracked = records.find((record) => record.id === trackedId);

  const mode: ReportMode = editing?.mode ?? 'new';
  const shown = open || editing !== null;
  const initial =
    editing?.mode === 'fix'
      ? lostFoundValuesOf(editing.record.payload as LostFoundReportPayload)
      : editing?.mode === 'edit'
        ? lostFoundValuesOf(editing.item)
        : newValues(user);

  const close = () => {
    setOpen(false);
    onStopEditing();
    headingRef.current?.focus();
  };

  const submit = async (input: LostFoundInput, photo: File | undefined) => {
    if (!user) return;
    if (editing?.mode === 'edit') {
      await callApi(updateLostFoundItem, { params: { id: editing.item.id }, body: input });
      close();
      await onItemSaved(itemUpdated);
      return;
    }
    const fixing = editing?.mode === 'fix' ? editing.record : undefined;
    setTrackedId(await queueReport(input, photo, user.id, fixing));
    setFormKey((key) => key + 1); // a fresh form for the next report
    close();
  };

  return (
    <section aria-labelledby={headingId} className={styles.report}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.reportHeading}>
        {headings[mode]}
      </h2>
      <div aria-live="polite">
        {tracked && <OutboxStatusBanner record={tracked} sent={reportSentMessage} />}
      </div>
      {!shown ? (
        <Button
          onClick={() => {
            setTrackedId(undefined); // moving on: the last report's result has been seen
            setOpen(true);
          }}
        >
          Report an item
        </Button>
      ) : (
        <>
          {mode === 'edit' && !online && <Notice>{editOffline}</Notice>}
          {editing?.mode === 'fix' && (editing.record.attachments?.length ?? 0) > 0 && (
            <p className={styles.hint}>The photo saved with this report stays with it.</p>
          )}
          <ReportForm
            key={formKeyOf(editing, formKey)}
            user={user}
            initial={initial}
            mode={mode}
            canSubmit={mode !== 'edit' || online}
            onSubmit={submit}
            onCancel={close}
          />
        </>
      )}
    </section>
  );
}

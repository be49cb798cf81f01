/**
 * /admin/tenders (SPEC.md §2): list, create, edit, delete. Writes are online-only and say so;
 * the list is the same saved collection the public page reads, refreshed after every write.
 */
import { useEffect, useRef, useState } from 'react';
import type { Tender } from '../../../contract/content/tenders';
import { messages } from '../../../contract/messages';
import { useCollection } from '../../offline/use-collection';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { AdminTenderList } from './admin-tender-list';
import { TenderForm, offlineSaveMessage } from './tender-form';
import { newTenderValues, valuesOf } from './tender-form-values';
import { fetchTenders, tendersCollection } from './tenders-collection';
import { useDeleteTender, useSaveTender } from './use-tender-mutations';
import styles from './tenders.module.css';
import { JustAddedProvider, updatedJustNow } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { errorMessage } from '../../api/api-error';

/** SPEC.md §4 and §9: the form closes 1.5 s after a save. */
export const FORM_CLOSE_MS = 1_500;

type FormMode = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; tender: Tender };

export default function AdminTendersPage() {
  const tenders = useCollection(tendersCollection, { fetcher: fetchTenders });
  const online = !tenders.isOffline;
  const save = useSaveTender();
  const remove = useDeleteTender();
  const [mode, setMode] = useState<FormMode>({ kind: 'closed' });
  const [formKey, setFormKey] = useState(0);
  const result = useResult();
  const [justSaved, setJustSaved] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const open = (next: FormMode) => {
    save.reset();
    setJustSaved(false);
    setMode(next);
    setFormKey((key) => key + 1);
  };

  const editing = mode.kind === 'edit' ? mode.tender : undefined;
  const onSave = (input: Parameters<typeof save.mutate>[0]['input']) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: (tender) => {
          result.show(editing ? 'Tender updated' : 'Tender created', {
            mark: { itemKey: tender.id, label: editing ? updatedJustNow : undefined },
          });
          setJustSaved(true); // no second create while the form lingers
          later(FORM_CLOSE_MS, () => setMode({ kind: 'closed' }));
        },
      },
    );

  const deletion = useConfirmedDelete<Tender>({
    title: 'Delete tender?',
    describe: (item) => <>“{item.name}” will be deleted for everyone.</>,
    remove: (item) => remove.mutateAsync(item.id),
    failure: messages.tenderDeleteFailed,
    onDeleted: () => result.show('Tender deleted'),
  });

  const nothingSaved = tenders.refreshedAt === undefined;
  return (
    <>
      <AdminPageHeader title="Tender Management" />
      {result.line}
      {deletion.errorBanner}
      {!online && mode.kind === 'closed' && <Banner tone="info">{offlineSaveMessage}</Banner>}
      {mode.kind === 'closed' ? (
        <div className={styles.toolbar}>
          <Button onClick={() => open({ kind: 'new' })}>New Tender</Button>
        </div>
      ) : (
        <TenderForm
          key={formKey}
          initial={editing ? valuesOf(editing) : newTenderValues}
          editing={editing !== undefined}
          online={online}
          saving={save.isPending || justSaved}
          saveError={save.isError ? errorMessage(save.error, messages.tenderSaveFailed) : undefined}
          onSave={onSave}
          onCancel={() => setMode({ kind: 'closed' })}
        />
      )}
      {nothingSaved && tenders.error ? (
        <Banner tone="error">{messages.tendersLoadFailed}</Banner>
      ) : nothingSaved ? (
        <Spinner label="Loading tenders…" />
      ) : (
        <JustAddedProvider value={result.mark}>
          <AdminTenderList
            tenders={tenders.items}
            online={online}
            onEdit={(tender) => open({ kind: 'edit', tender })}
            onDelete={deletion.ask}
          />
        </JustAddedProvider>
      )}
      {deletion.dialog}
    </>
  );
}

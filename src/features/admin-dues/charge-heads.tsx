/**
 * Charge heads (issue 33): what each flat is billed a month and on what basis, with GST and the
 * months a head runs. Add one, or edit one in its card; what became of a save stays in view
 * where it was made (the card, or above the list for a new head).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChargeHead, ChargeHeadInput } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { indiaDay } from '../../lib/india-time';
import { Banner, type BannerTone } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import cards from '../../ui/request-card.module.css';
import { ChargeHeadForm } from './charge-head-form';
import { activeWords, basisNames, rateWords } from './charge-head-values';
import { chargeHeadsQuery, useSaveChargeHead } from './use-dues-admin';
import styles from './admin-dues.module.css';

const NEW = 'new';

interface Outcome {
  /** The head's id, or NEW. */
  at: string;
  tone: BannerTone;
  text: string;
}

export function ChargeHeads({ online }: { online: boolean }) {
  const heads = useQuery(chargeHeadsQuery());
  const save = useSaveChargeHead();
  const [editing, setEditing] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const month = indiaDay().slice(0, 7);

  const onSave = (at: string, body: ChargeHeadInput) => {
    setOutcome(undefined);
    save.mutate(
      { id: at === NEW ? undefined : at, body },
      {
        onSuccess: (head) => {
          setEditing(undefined);
          setOutcome({
            at,
            tone: 'success',
            text: messages.chargeHeadSaved(head.name, rateWords(head)),
          });
        },
        onError: (error) =>
          setOutcome({
            at,
            tone: 'error',
            text: errorMessage(error, messages.chargeHeadSaveFailed),
          }),
      },
    );
  };
  const said = (at: string) =>
    outcome?.at === at && <Banner tone={outcome.tone}>{outcome.text}</Banner>;
  const form = (at: string, head?: ChargeHead) => (
    <ChargeHeadForm
      head={head}
      month={month}
      online={online}
      busy={save.isPending}
      onSave={(body) => onSave(at, body)}
      onCancel={() => setEditing(undefined)}
    />
  );

  return (
    <section aria-labelledby="charge-heads" className={styles.section}>
      <h2 id="charge-heads">Charge heads</h2>
      {editing === NEW ? (
        form(NEW)
      ) : (
        <Button variant="secondary" onClick={() => setEditing(NEW)}>
          Add a charge head
        </Button>
      )}
      <div aria-live="polite">{said(NEW)}</div>
      {heads.isError && (
        <Banner tone="error">{errorMessage(heads.error, messages.chargeHeadsLoadFailed)}</Banner>
      )}
      {!heads.data && !heads.isError && <Spinner label="Loading the charge heads…" />}
      {heads.data?.length === 0 && <p>No charge heads yet: add one to bill the flats.</p>}
      {heads.data && heads.data.length > 0 && (
        <ul className={cards.list} aria-label="Charge heads">
          {heads.data.map((head) => (
            <li key={head.id}>
              <article className={cards.card} aria-label={head.name}>
                <h3 className={cards.title}>{head.name}</h3>
                <p>{rateWords(head)}</p>
                <p className={cards.muted}>
                  {basisNames[head.basis]}
                  {head.gst_bp > 0 && ` · GST ${head.gst_bp / 100}%`} · {activeWords(head)}
                </p>
                {head.basis === 'fixed_listed' && (
                  <p className={cards.muted}>Flats: {head.flats.join(', ')}</p>
                )}
                <div aria-live="polite">{said(head.id)}</div>
                {editing === head.id ? (
                  form(head.id, head)
                ) : (
                  <div className={cards.actions}>
                    <Button
                      variant="secondary"
                      aria-label={`Edit ${head.name}`}
                      onClick={() => setEditing(head.id)}
                    >
                      Edit
                    </Button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

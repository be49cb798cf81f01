/**
 * /golf-cart (SPEC.md §2): a request always goes through the outbox, online or not (DESIGN.md §5),
 * so there is one path: write it on the phone, then let the drainer send it. The status below the
 * form follows the record live, whoever sends it (this tab, another tab, the service worker).
 */
import { useCallback, useRef, useState } from 'react';
import type { GolfCartRequest } from '../../../contract/golf-cart/golf-cart';
import { useSession } from '../../api/session';
import type { OutboxRecord } from '../../offline/db';
import { GOLF_CART_KIND, registerOutboxKinds } from '../../offline/kinds';
import { EDITABLE_STATUSES, editAndResend, enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';
import { useOutboxItems } from '../../offline/use-outbox';
import { PageHeader } from '../../ui/page-header';
import { PushOfferCard, usePushOffer } from '../../ui/push-offer';
import { useEditLink } from '../../ui/use-edit-link';
import { useFocusLater } from '../../ui/use-focus-later';
import { GolfCartForm, valuesFromPayload } from './golf-cart-form';
import { GolfCartStatus } from './golf-cart-status';
import { MyGolfCartRequests } from './my-golf-cart-requests';
import styles from './golf-cart.module.css';

// Idempotent; the app registers at start too, but this page must work however it is reached.
registerOutboxKinds();

export default function GolfCartPage() {
  const { user } = useSession();
  const [picked, setPicked] = useState<OutboxRecord | null>(null);
  const [trackedId, setTrackedId] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();

  const records = useOutboxItems({ kind: GOLF_CART_KIND, userId: user?.id ?? '' });
  // /golf-cart?edit=<id>: the Offline data page sends a rejected request here to be fixed.
  const link = useEditLink(GOLF_CART_KIND, user?.id);
  const candidate = picked ?? link.record;
  const editing =
    candidate && candidate.userId === user?.id && EDITABLE_STATUSES.includes(candidate.status)
      ? candidate
      : null;

  const stopEditing = () => {
    setPicked(null);
    link.clear();
  };

  const submit = async (payload: GolfCartRequest) => {
    if (!user) return;
    const id = editing
      ? await editAndResend(editing.id, payload)
      : await enqueue(GOLF_CART_KIND, payload, { userId: user.id });
    notifyEnqueued();
    stopEditing();
    setTrackedId(id);
    // The result is below the form, out of view on a phone: take the eye (and focus) there.
    focusLater(() => statusRef.current);
    setFormKey((key) => key + 1); // a fresh form: SPEC.md §4 "success resets the form"
  };

  const goIdle = useCallback(() => setTrackedId(undefined), []);
  const tracked = records?.find((record) => record.id === trackedId);
  // Once a request has arrived, the resident may want to hear the answer (offered once).
  const pushOffer = usePushOffer(tracked?.status === 'sent');

  return (
    <>
      <PageHeader title="Golf Cart Service" subtitle="Ask for a ride around the estate." />
      <div className={styles.page}>
        <section aria-label="Request a golf cart" className={styles.card}>
          {editing && <p className={styles.editing}>Editing a request that could not be sent.</p>}
          <GolfCartForm
            key={editing ? `edit-${editing.id}` : `new-${formKey}`}
            user={user}
            initial={editing ? valuesFromPayload(editing.payload as GolfCartRequest) : undefined}
            editing={editing !== null}
            onSubmit={submit}
            onCancelEdit={stopEditing}
          />
          <div aria-live="polite" ref={statusRef} tabIndex={-1} className={styles.status}>
            <GolfCartStatus record={tracked} onIdle={goIdle} />
          </div>
          <PushOfferCard offer={pushOffer} />
        </section>
        {user && records && <MyGolfCartRequests records={records} onEdit={setPicked} />}
      </div>
    </>
  );
}

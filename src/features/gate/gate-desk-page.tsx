/**
 * /gate (issue 17): the guard's desk, made to work a whole shift without network. It judges
 * entries from its saved list (signed QR, code, or search), shows "Let in ✓" at the tap, and
 * writes entries, exits and walk-ins to the outbox, which sends each once when it can.
 * Beside finding and letting in, the desk's sections (desk-sections.ts, issue 34) show without
 * typing who is expected soon and who is inside.
 */
import { useEffect, useRef, useState } from 'react';
import type { Visit } from '../../../contract/gate/visitors';
import { useSession } from '../../api/session';
import type { OutboxStatus } from '../../offline/db';
import { useNow } from '../../lib/use-now';
import { isOnline } from '../../offline/connectivity';
import { useConnectivity } from '../../offline/use-connectivity';
import { Button } from '../../ui/button';
import { queueCheckOut, queuePhoneDecision, queueWalkIn } from './desk-actions';
import { useDesk } from './desk-collection';
import { DeskHead } from './desk-head';
import { EntryFinder } from './entry-finder';
import { deskSections } from './desk-sections';
import type { DeskView } from './desk-view';
import { EntryResult } from './entry-result';
import { expectedSoon, passEntries } from './expected-soon';
import { standingEntries, standingUsedHere } from './expected-standing';
import { admissionOf } from './judge-entry';
import { NotAccepted } from './not-accepted';
import { PassCard } from './pass-card';
import { PassSearch } from './pass-search';
import { passVerifier } from './pass-signature';
import { preloadQrDecoder } from './qr-decoder';
import {
  checkedOutHere,
  checkInCandidates,
  enteredHere,
  insideNow,
  rowOfVisit,
} from './shift-entries';
import { useDeskEntry } from './use-desk-entry';
import { useGateName } from './use-gate-name';
import { useHiddenWalkIns } from './use-hidden-walk-ins';
import { useRefreshAfterSync } from './use-refresh-after-sync';
import { admitStanding } from './standing-actions';
import { useShiftRecords } from './use-shift-records';
import { SosAlert } from './sos-alert';
import { SosSection } from './sos-section';
import { useGateSos } from './use-gate-sos';
import { useWalkIns } from './use-walk-ins';
import { WalkInCards } from './walk-in-card';
import { WalkInForm } from './walk-in-form';
import { walkInCandidates } from './walk-in-state';
import { messages } from '../../../contract/messages';
import styles from './gate.module.css';

const WAITING: readonly OutboxStatus[] = ['pending', 'sending', 'needsAuth'];

export default function GateDeskPage() {
  const userId = useSession().user?.id ?? '';
  const desk = useDesk();
  const { snapshot } = desk;
  const { online } = useConnectivity();
  const loaded = useShiftRecords(userId);
  const records = loaded ?? [];
  const [gate, setGate] = useGateName();
  const [gateError, setGateError] = useState<string>();
  const gateRef = useRef<HTMLInputElement>(null);
  const [hidden, hide] = useHiddenWalkIns();
  const walkIns = useWalkIns(records, online, hidden);
  const [serverVisits, setServerVisits] = useState<{ visit: Visit; at: number }[]>([]);
  // The walk-in form while open, with the purpose it starts with.
  const [walkIn, setWalkIn] = useState<{ purpose: string }>();
  const now = new Date(useNow(30_000));
  const sos = useGateSos(online);

  const entered = enteredHere(records);
  const context = () => ({ userId, gate, online: isOnline(), now: new Date() });
  const entry = useDeskEntry({
    knowledge: { snapshot, enteredHere: entered },
    context,
    onServerVisit: (visit) => setServerVisits((list) => [...list, { visit, at: Date.now() }]),
  });
  const inside = insideNow(snapshot, desk.refreshedAt, checkedOutHere(records), [
    ...checkInCandidates(records),
    ...walkInCandidates(walkIns),
    ...serverVisits.map(({ visit, at }) => ({ row: rowOfVisit(visit), serverKnewAt: at })),
  ]);
  useRefreshAfterSync(
    loaded && [
      ...records.filter((record) => record.status === 'sent').map((record) => record.id),
      ...walkIns.filter((view) => view.answer).map((view) => `answer:${view.id}`),
    ],
  );

  // While the network is here: the camera's decoder and the signing keys, ready for a scan.
  useEffect(() => preloadQrDecoder(), []);
  const keys = snapshot?.keys;
  useEffect(() => {
    if (keys) void passVerifier.warmUp(keys);
  }, [keys]);

  const needGate = (): boolean => {
    if (gate.trim()) return false;
    setGateError(messages.gateRequired);
    gateRef.current?.focus();
    return true;
  };
  const checkIn: typeof entry.checkIn = (admission, people) => {
    if (!needGate()) entry.checkIn(admission, people);
  };
  const passUse = {
    revoked: snapshot?.revoked ?? [],
    enteredHere: entered,
    inside: new Set(inside.flatMap((row) => (row.passId ? [row.passId] : []))),
  };
  const view: DeskView = {
    now,
    online,
    userId,
    gate,
    snapshot,
    // Each source of expected rows adds its entries here (and its kind to `admit` below).
    expected: expectedSoon(
      [
        ...passEntries(snapshot?.passes ?? [], passUse, now),
        ...standingEntries(snapshot?.standing ?? [], standingUsedHere(records), now),
      ],
      now,
    ),
    admit: (what) => {
      if (what.type === 'pass') checkIn(admissionOf(what.pass), what.pass.people);
      else if (!needGate()) {
        const at = { userId, gate: gate.trim(), now: new Date() };
        admitStanding(what.approval, what.company, at, entry.note);
      }
    },
    inside,
    checkOut: (row) => {
      void queueCheckOut(row.visitId, userId, new Date());
      entry.note(`${messages.checkedOut}: ${row.name} · Flat ${row.apartment}`);
    },
    needGate,
    openWalkIn: (purpose = '') => setWalkIn({ purpose }),
  };

  const head = (
    <DeskHead
      refreshedAt={desk.refreshedAt}
      online={online}
      refreshFailed={desk.error !== null && !desk.isRefreshing}
      waiting={records.filter((record) => WAITING.includes(record.status)).length}
      gate={gate}
      gateError={gateError}
      gateRef={gateRef}
      onGate={(name) => {
        setGate(name);
        setGateError(undefined);
      }}
    />
  );

  if (walkIn) {
    return (
      <div className={styles.desk}>
        {head}
        <SosAlert sos={sos} />
        <WalkInForm
          directory={snapshot?.directory ?? []}
          purpose={walkIn.purpose}
          onCancel={() => setWalkIn(undefined)}
          onAsk={async (values, photo) => {
            if (needGate()) return;
            await queueWalkIn(values, photo, { userId, gate: gate.trim(), now: new Date() });
            setWalkIn(undefined);
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.desk}>
      {head}
      {/* SOS (issue 34): full-screen while one is open; the answered ones of the last hour. */}
      <SosAlert sos={sos} />
      <SosSection sos={sos} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <EntryFinder
            onStart={entry.clear}
            onScanned={(text) => void entry.scanned(text)}
            onCode={entry.findCode}
          />
          {entry.shown.type === 'card' && (
            <PassCard
              key={entry.shown.admission.passId}
              admission={entry.shown.admission}
              now={now}
              onCheckIn={(people) => {
                if (entry.shown.type === 'card') checkIn(entry.shown.admission, people);
              }}
              onCancel={entry.clear}
            />
          )}
          <EntryResult shown={entry.shown} />
          <WalkInCards
            views={walkIns.filter((view) => !hidden.has(view.id))}
            directory={snapshot?.directory ?? []}
            online={online}
            onDone={hide}
            onDecide={(id, decision, resident) =>
              void queuePhoneDecision(id, decision, resident, { userId, now: new Date() })
            }
          />
          <Button
            variant="secondary"
            block
            className={styles.big}
            onClick={() => setWalkIn({ purpose: '' })}
          >
            Walk-in visitor
          </Button>
        </div>
        <div className={styles.column}>
          {deskSections.map(({ id, Section }) => (
            <Section key={id} desk={view} />
          ))}
          <PassSearch
            passes={snapshot?.passes ?? []}
            enteredHere={entered}
            now={now}
            onCheckIn={checkIn}
          />
          <NotAccepted records={records} />
        </div>
      </div>
    </div>
  );
}

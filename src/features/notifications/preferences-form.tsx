/**
 * Per category: keep it in the inbox, and push it to the phone. Each switch saves at once (PUT of
 * that category) and says so beside the category, where the resident is looking.
 */
import { useId, useRef, useState } from 'react';
import {
  mutableNoticeCategories,
  noticeCategoryLabels,
  type NoticeChannels,
  type NotificationPreferences,
} from '../../../contract/notices/notifications';
import { isApiError } from '../../api/api-error';
import { Notice } from '../../ui/notice';
import { useSavePreferences } from './use-preferences';
import styles from './settings.module.css';

type Category = (typeof mutableNoticeCategories)[number];

export const preferenceMessages = {
  offline: 'Changing these needs a connection. They are shown as last saved.',
  alwaysOn: 'Notices from the RWA always come to your inbox, and urgent ones to your phone.',
};

interface PreferencesFormProps {
  userId: string;
  saved: NotificationPreferences;
  /** The RWA also hears of new requests for the office; residents never do. */
  isRwa: boolean;
  online: boolean;
}

export function PreferencesForm({ userId, saved, isRwa, online }: PreferencesFormProps) {
  const save = useSavePreferences(userId);
  // What the switches show: the saved copy, changed at once by a tap, put back if saving fails.
  const [draft, setDraft] = useState<Partial<NotificationPreferences>>({});
  const [result, setResult] = useState<{ category: Category; text: string; failed: boolean }>();
  const offlineId = useId();
  // Quick taps overlap; only the last save of a category decides what its switches show.
  const latest = useRef<Partial<Record<Category, number>>>({});
  const categories = mutableNoticeCategories.filter((category) => isRwa || category !== 'office');

  const change = (category: Category, channels: NoticeChannels) => {
    // The server keeps no push for what the inbox does not keep; the switches agree.
    const next = { inbox: channels.inbox, push: channels.inbox && channels.push };
    const turn = (latest.current[category] ?? 0) + 1;
    latest.current[category] = turn;
    setDraft((current) => ({ ...current, [category]: next }));
    setResult({ category, text: 'Saving…', failed: false });
    save.mutate(
      { [category]: next },
      {
        onSuccess: () => {
          if (latest.current[category] !== turn) return;
          setDraft(({ [category]: _done, ...rest }) => rest);
          setResult({ category, text: `Saved: ${summary(category, next)}.`, failed: false });
        },
        onError: (error) => {
          if (latest.current[category] !== turn) return;
          setDraft(({ [category]: _failed, ...rest }) => rest);
          const reason = isApiError(error) ? error.message : 'Please try again.';
          setResult({ category, text: `Not saved. ${reason}`, failed: true });
        },
      },
    );
  };

  return (
    <>
      {!online && <Notice id={offlineId}>{preferenceMessages.offline}</Notice>}
      <div className={styles.categories}>
        {categories.map((category) => {
          const channels = draft[category] ?? saved[category];
          const label = noticeCategoryLabels[category];
          const disabled = !online;
          const said = result?.category === category ? result : undefined;
          return (
            <fieldset key={category} className={styles.category}>
              <legend className={styles.legend}>{label}</legend>
              <Switch
                label="In my inbox"
                checked={channels.inbox}
                disabled={disabled}
                describedBy={online ? undefined : offlineId}
                onChange={(inbox) => change(category, { ...channels, inbox })}
              />
              <Switch
                label="Push to my phone"
                checked={channels.inbox && channels.push}
                disabled={disabled || !channels.inbox}
                describedBy={online ? undefined : offlineId}
                onChange={(push) => change(category, { ...channels, push })}
              />
              <p
                role="status"
                className={said?.failed ? `${styles.result} ${styles.failed}` : styles.result}
              >
                {said?.text}
              </p>
            </fieldset>
          );
        })}
      </div>
      <p className={styles.hint}>{preferenceMessages.alwaysOn}</p>
    </>
  );
}

function summary(category: Category, channels: NoticeChannels): string {
  const inbox = channels.inbox ? 'inbox on' : 'inbox off';
  const push = channels.push ? 'push on' : 'push off';
  return `${noticeCategoryLabels[category]}, ${inbox}, ${push}`;
}

interface SwitchProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  onChange: (checked: boolean) => void;
}

function Switch({ label, checked, disabled, describedBy, onChange }: SwitchProps) {
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        className={styles.switchInput}
      />
      <span aria-hidden="true" className={styles.track} />
      <span>{label}</span>
    </label>
  );
}

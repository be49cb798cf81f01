/**
 * The RWA's grace after a pass ends (issue 34): a visitor still inside later than that is flagged
 * on the gate desk and their flat is told once. Judged by the contract's `gateSettings`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  gateSettings,
  OVERSTAY_GRACE_MAX_MINUTES,
  type GateSettings,
} from '../../../contract/gate/overstay';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { useGateSettings, useSaveGateSettings } from './use-gate-settings';
import styles from './admin-visitors.module.css';
import grace from './overstay-grace.module.css';

export function OverstayGrace({ online }: { online: boolean }) {
  const settings = useGateSettings();
  return (
    <section className={styles.section} aria-labelledby="overstay-grace">
      <h2 id="overstay-grace">Overstay</h2>
      {settings.data ? (
        <GraceForm initial={settings.data} online={online} />
      ) : settings.isError ? (
        <Banner tone="error">
          {errorMessage(settings.error, messages.gateSettingsLoadFailed)}
        </Banner>
      ) : (
        online && <Spinner label="Loading the gate settings…" />
      )}
    </section>
  );
}

function GraceForm({ initial, online }: { initial: GateSettings; online: boolean }) {
  const save = useSaveGateSettings();
  const { register, handleSubmit, formState } = useForm<GateSettings>({
    resolver: zodResolver(gateSettings),
    defaultValues: initial,
  });
  const submit = handleSubmit((body) => save.mutate(body));

  return (
    <form className={grace.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>
        A visitor still inside this long after their pass ends is flagged at the gate, and their
        flat is told once.
      </p>
      <Field
        label="Grace (minutes)"
        type="number"
        inputMode="numeric"
        min={0}
        max={OVERSTAY_GRACE_MAX_MINUTES}
        step={1}
        {...register('overstay_grace_minutes', { valueAsNumber: true })}
        error={formState.errors.overstay_grace_minutes?.message}
      />
      <Button type="submit" variant="secondary" busy={save.isPending} disabled={!online}>
        Save grace
      </Button>
      {save.isSuccess && <Banner tone="success">{messages.gateSettingsSaved}</Banner>}
      {save.isError && (
        <Banner tone="error">{errorMessage(save.error, messages.gateSettingsSaveFailed)}</Banner>
      )}
    </form>
  );
}

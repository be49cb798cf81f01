/**
 * New pass: who is visiting, when, and a few details for the guard. One schema (pass-form-values)
 * gives the body and each field's complaint; the first wrong field takes focus. Online-only: the
 * code and the signed QR come from the server, so offline the form says so and cannot send.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { textMax } from '../../../contract/platform/fields';
import {
  passKindLabels,
  passKinds,
  weekdays,
  type PassFields,
} from '../../../contract/gate/visitors';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { PhoneField } from '../../ui/phone-field';
import { TextAreaField } from '../../ui/select-field';
import { ChoiceGroup } from './choice-group';
import { weekdayLabels } from './pass-format';
import { blankPass, passForm, type PassFormValues } from './pass-form-values';
import styles from './visitors.module.css';

export const passOfflineMessage =
  "Passes need a connection: the gate's code comes from the server. Connect to the internet to create a pass.";

const kindOptions = passKinds.map((kind) => ({ value: kind, label: passKindLabels[kind] }));
const dayOptions = weekdays.map((day) => ({ value: day, label: weekdayLabels[day] }));

interface PassFormProps {
  online: boolean;
  busy: boolean;
  /** Sends the body; resolves true when the pass was made (the form then starts afresh). */
  onSubmit: (body: PassFields) => Promise<boolean>;
}

export function PassForm({ online, busy, onSubmit }: PassFormProps) {
  const id = useId();
  const offlineId = `${id}-offline`;
  const { control, register, handleSubmit, formState, reset } = useForm<
    PassFormValues,
    unknown,
    PassFields
  >({ resolver: zodResolver(passForm), defaultValues: blankPass() });
  const { errors } = formState;
  const help = useWatch({ control, name: 'kind' }) === 'daily_help';

  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) reset(blankPass());
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New pass">
      {!online && <Notice id={offlineId}>{passOfflineMessage}</Notice>}
      <ChoiceGroup
        legend="Who is visiting?"
        type="radio"
        options={kindOptions}
        registration={register('kind')}
        error={errors.kind?.message}
      />
      <Field
        label="Visitor's name"
        maxLength={textMax.name}
        autoComplete="off"
        {...register('name')}
        error={errors.name?.message}
      />
      <PhoneField control={control} name="phone" label="Phone (optional)" />
      {help ? (
        <ChoiceGroup
          legend="Days"
          type="checkbox"
          options={dayOptions}
          registration={register('days')}
          error={errors.days?.message}
        />
      ) : (
        <Field label="Date" type="date" {...register('date')} error={errors.date?.message} />
      )}
      <div className={styles.times}>
        <Field label="From" type="time" {...register('from')} error={errors.from?.message} />
        <Field label="Until" type="time" {...register('until')} error={errors.until?.message} />
      </div>
      {help && (
        <div className={styles.times}>
          <Field
            label="Starting"
            type="date"
            {...register('starting')}
            error={errors.starting?.message}
          />
          <Field
            label="Ending"
            type="date"
            {...register('ending')}
            error={errors.ending?.message}
          />
        </div>
      )}
      <div className={styles.times}>
        <Field
          label="People"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          {...register('people')}
          error={errors.people?.message}
        />
        <Field
          label="Vehicle (optional)"
          maxLength={textMax.line}
          autoComplete="off"
          {...register('vehicle')}
          error={errors.vehicle?.message}
        />
      </div>
      <TextAreaField
        label="Note (optional)"
        rows={2}
        maxLength={textMax.comment}
        {...register('note')}
        error={errors.note?.message}
      />
      <Button
        type="submit"
        busy={busy}
        disabled={!online}
        aria-describedby={online ? undefined : offlineId}
      >
        Create pass
      </Button>
    </form>
  );
}

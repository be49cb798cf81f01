/**
 * Register a vehicle (issue 34): the plate as it reads (any spelling: the contract's schema
 * checks it, and the server keeps one form), the kind, the colour and the estate's sticker.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  vehicleFields,
  vehicleKindLabels,
  vehicleKinds,
  type VehicleFields,
} from '../../../contract/vehicles/vehicles';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import styles from './vehicles.module.css';

const blank: VehicleFields = { plate: '', kind: 'car', colour: '', sticker: '' };

interface VehicleFormProps {
  online: boolean;
  busy: boolean;
  /** Sends the body; resolves true when it was registered (the form then starts afresh). */
  onSubmit: (body: z.output<typeof vehicleFields>) => Promise<boolean>;
}

export function VehicleForm({ online, busy, onSubmit }: VehicleFormProps) {
  const offlineId = `${useId()}-offline`;
  const { register, handleSubmit, formState, reset } = useForm<
    VehicleFields,
    unknown,
    z.output<typeof vehicleFields>
  >({ resolver: zodResolver(vehicleFields), defaultValues: blank });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) reset(blank);
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Register a vehicle"
    >
      {!online && <Notice id={offlineId}>Registering a vehicle needs a connection.</Notice>}
      <Field
        label="Plate number"
        hint="As it reads, e.g. HR 26 AB 1234 or 22 BH 1234 AB"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        {...register('plate')}
        error={errors.plate?.message}
      />
      <SelectField
        label="Kind"
        options={vehicleKinds}
        format={(kind) => vehicleKindLabels[kind as keyof typeof vehicleKindLabels]}
        {...register('kind')}
        error={errors.kind?.message}
      />
      <div className={styles.pair}>
        <Field
          label="Colour (optional)"
          maxLength={40}
          {...register('colour')}
          error={errors.colour?.message}
        />
        <Field
          label="Sticker number (optional)"
          maxLength={20}
          autoComplete="off"
          {...register('sticker')}
          error={errors.sticker?.message}
        />
      </div>
      <Button
        type="submit"
        busy={busy}
        disabled={!online}
        aria-describedby={online ? undefined : offlineId}
      >
        Register vehicle
      </Button>
    </form>
  );
}

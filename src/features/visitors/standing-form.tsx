/**
 * New standing approval (issue 34): which deliveries or cabs the gate lets in without calling,
 * and when. One schema (standing-form-values) gives the body and each field's complaint; the
 * first wrong field takes focus. Online-only, like a pass: the gate hears of it from the server.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  ANY_COMPANY,
  companyLabels,
  standingCompanies,
  standingKindLabels,
  standingKinds,
  type StandingCompany,
  type StandingFields,
} from '../../../contract/gate/standing';
import { weekdays } from '../../../contract/gate/visitors';
import { Button } from '../../ui/button';
import fieldStyles from '../../ui/field.module.css';
import { Field } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { ChoiceGroup } from './choice-group';
import { weekdayLabels } from './pass-format';
import {
  blankStanding,
  standingForm,
  standingLengthLabels,
  standingLengths,
  type StandingFormValues,
} from './standing-form-values';
import styles from './visitors.module.css';

const kindOptions = standingKinds.map((kind) => ({ value: kind, label: standingKindLabels[kind] }));
const lengthOptions = standingLengths.map((length) => ({
  value: length,
  label: standingLengthLabels[length],
}));
const dayOptions = weekdays.map((day) => ({ value: day, label: weekdayLabels[day] }));

interface StandingFormProps {
  online: boolean;
  busy: boolean;
  /** Sends the body; resolves true when it was saved (the form then starts afresh). */
  onSubmit: (body: StandingFields) => Promise<boolean>;
}

export function StandingForm({ online, busy, onSubmit }: StandingFormProps) {
  const offlineId = `${useId()}-offline`;
  const schema = useMemo(() => standingForm(), []);
  const { control, register, handleSubmit, formState, reset } = useForm<
    StandingFormValues,
    unknown,
    StandingFields
  >({ resolver: zodResolver(schema), defaultValues: blankStanding() });
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const length = useWatch({ control, name: 'length' });
  const choices: StandingCompany[] = [...standingCompanies[kind], ANY_COMPANY];
  const companyOptions = choices.map((company) => ({
    value: company,
    label: company === ANY_COMPANY ? `Any ${kind}` : companyLabels[company],
  }));
  const kindField = register('kind', {
    // A cab is mostly for today, all day; deliveries every day, at the hours people order.
    onChange: (event: { target: { value: StandingFormValues['kind'] } }) =>
      reset(blankStanding(event.target.value)),
  });

  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) reset(blankStanding(kind));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New standing approval">
      {!online && (
        <Notice id={offlineId}>
          Standing approvals need a connection: the gate hears of them from the server.
        </Notice>
      )}
      <ChoiceGroup legend="Who?" type="radio" options={kindOptions} registration={kindField} />
      <ChoiceGroup
        legend="Companies"
        type="checkbox"
        options={companyOptions}
        registration={register('companies')}
        error={errors.companies?.message}
      />
      <ChoiceGroup
        legend="How long"
        type="radio"
        options={lengthOptions}
        registration={register('length')}
      />
      {length === 'until_date' && (
        <Field
          label="Last day"
          type="date"
          {...register('ends_on')}
          error={errors.ends_on?.message}
        />
      )}
      {length === 'today' && errors.ends_on && (
        <p className={fieldStyles.error} role="alert">
          {errors.ends_on.message}
        </p>
      )}
      {length !== 'today' && (
        <ChoiceGroup
          legend="Days"
          type="checkbox"
          options={dayOptions}
          registration={register('days')}
          error={errors.days?.message}
        />
      )}
      <div className={styles.times}>
        <Field
          label="From"
          type="time"
          {...register('start_time')}
          error={errors.start_time?.message}
        />
        <Field
          label="Until"
          type="time"
          {...register('end_time')}
          error={errors.end_time?.message}
        />
      </div>
      {kind === 'cab' && (
        <Field
          label="Plate ending (optional)"
          hint="The last digits of the cab's plate, e.g. 4821"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={10}
          {...register('plate_suffix')}
          error={errors.plate_suffix?.message}
        />
      )}
      <Button
        type="submit"
        busy={busy}
        disabled={!online}
        aria-describedby={online ? undefined : offlineId}
      >
        Save standing approval
      </Button>
    </form>
  );
}

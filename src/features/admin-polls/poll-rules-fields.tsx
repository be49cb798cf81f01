/**
 * The rules of a poll's count (issue 36): who votes, secret or open, results live or at close,
 * the quorum, a resolution's pass mark, final votes, proxies per holder and the dues rule.
 */
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { messages } from '../../../contract/messages';
import { electorates, pollLimits } from '../../../contract/polls/polls';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import fieldStyles from '../../ui/field.module.css';
import type { PollFormOutput, PollFormValues } from './poll-form-values';

interface PollRulesFieldsProps {
  control: Control<PollFormValues, unknown, PollFormOutput>;
  register: UseFormRegister<PollFormValues>;
  errors: FieldErrors<PollFormValues>;
  /** Someone in the register is marked owner: an owners-only poll has a roll. */
  ownersMarked: boolean;
}

const electorateNames: Record<(typeof electorates)[number], string> = {
  flat: 'One vote per flat',
  person: 'One vote per registered person',
  owners: 'Owners only (one vote per flat)',
};

export function PollRulesFields({ control, register, errors, ownersMarked }: PollRulesFieldsProps) {
  const resolution = useWatch({ control, name: 'resolution' });
  const electorate = useWatch({ control, name: 'electorate' });
  const duesRule = useWatch({ control, name: 'dues_rule' });
  return (
    <>
      <SelectField
        label="Who votes"
        options={electorates}
        format={(value) => electorateNames[value as keyof typeof electorateNames]}
        disabledOptions={ownersMarked ? [] : ['owners']}
        hint={ownersMarked ? undefined : messages.ownersNotMarkedHint}
        {...register('electorate')}
      />
      <label className={fieldStyles.check}>
        <input type="checkbox" {...register('secret')} />
        Secret ballot: no one, not even the RWA, sees who chose what
      </label>
      <label className={fieldStyles.check}>
        <input type="checkbox" {...register('results_live')} />
        Show results while the poll is open
      </label>
      <label className={fieldStyles.check}>
        <input type="checkbox" {...register('votes_final')} />
        Votes are final: a vote cannot be changed
      </label>
      <Field
        label="Quorum (% of eligible who must vote)"
        hint="0 for none."
        type="number"
        min={0}
        max={100}
        {...register('quorum_percent', { valueAsNumber: true })}
        error={errors.quorum_percent?.message}
      />
      <label className={fieldStyles.check}>
        <input type="checkbox" {...register('resolution')} />A resolution: it passes when the first
        option reaches a pass mark
      </label>
      {resolution && (
        <Field
          label="Pass mark (% of ballots for the first option)"
          type="number"
          min={1}
          max={100}
          {...register('pass_percent', { valueAsNumber: true })}
          error={errors.pass_percent?.message}
        />
      )}
      <label className={fieldStyles.check}>
        <input type="checkbox" {...register('dues_rule')} />
        Flats overdue on maintenance cannot vote (where dues are kept in Gatehouse)
      </label>
      {duesRule && (
        <Field
          label="Days overdue that bar a flat"
          hint="A flat more than this many days overdue cannot vote; the ballot says so."
          type="number"
          min={1}
          max={365}
          {...register('max_overdue_days', { valueAsNumber: true })}
          error={errors.max_overdue_days?.message}
        />
      )}
      {electorate !== 'person' && (
        <Field
          label="Proxies one flat may hold"
          hint="0: no proxies."
          type="number"
          min={0}
          max={pollLimits.maxProxies}
          {...register('max_proxies', { valueAsNumber: true })}
          error={errors.max_proxies?.message}
        />
      )}
    </>
  );
}

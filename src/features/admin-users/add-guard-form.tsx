/**
 * Add guard (issue 17): a name and a phone; the guard then signs in at the gate with that phone
 * ("Gate Login"). Checked by the contract's `guardFields` through react-hook-form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { textMax } from '../../../contract/platform/fields';
import { guardFields, type GuardFields } from '../../../contract/gate/gate';
import type { Resident } from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { PhoneField } from '../../ui/phone-field';
import styles from '../../ui/admin-list.module.css';
import { useCreateGuard } from './use-admin-users';

const blank: GuardFields = { name: '', phone: '' };

export function AddGuardForm(props: { online: boolean; onAdded: (guard: Resident) => void }) {
  const { online, onAdded } = props;
  const add = useCreateGuard();
  const { control, register, handleSubmit, formState, reset } = useForm<
    GuardFields,
    unknown,
    z.output<typeof guardFields>
  >({ resolver: zodResolver(guardFields), defaultValues: blank });
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: ({ user }) => {
        reset(blank);
        onAdded(user);
      },
    }),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={styles.card}
      aria-label="Add guard"
    >
      <p>Guards sign in at the gate desk with this phone, by OTP, and see nothing else.</p>
      {add.isError && (
        <Banner tone="error">{errorMessage(add.error, messages.userCreateFailed)}</Banner>
      )}
      <Field
        label="Guard's name"
        maxLength={textMax.name}
        autoComplete="off"
        {...register('name')}
        error={errors.name?.message}
      />
      <PhoneField control={control} name="phone" label="Guard's phone number" />
      <Button type="submit" busy={add.isPending} disabled={!online}>
        Add guard
      </Button>
    </form>
  );
}

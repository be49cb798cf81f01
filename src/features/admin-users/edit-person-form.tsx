/**
 * Edit a person's name, email, phone, apartment and owner mark, checked by the contract's `userDetails`
 * (the rules and words of Create User) through react-hook-form: one schema gives the values and
 * each field's error, and the first wrong field takes focus.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { userDetails, type Resident, type UserDetails } from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { ApartmentField } from '../../ui/apartment-field';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { PhoneField } from '../../ui/phone-field';
import fieldStyles from '../../ui/field.module.css';
import styles from './residents.module.css';
import { useEditUser } from './use-person-actions';

interface EditPersonFormProps {
  person: Resident;
  online: boolean;
  /** With the person as saved (their phone may be new). */
  onSaved: (saved: Resident) => void;
  onCancel: () => void;
}

export function EditPersonForm({ person, online, onSaved, onCancel }: EditPersonFormProps) {
  const edit = useEditUser();
  const { control, register, handleSubmit, formState } = useForm<
    UserDetails,
    unknown,
    z.output<typeof userDetails>
  >({
    resolver: zodResolver(userDetails),
    defaultValues: {
      name: person.name ?? '',
      email: person.email ?? '',
      phone_number: person.phone_number,
      apartment_number: person.apartment_number,
      is_owner: person.is_owner,
    },
  });
  const { errors } = formState;

  const save = handleSubmit((body) =>
    edit.mutate({ phone: person.phone_number, body }, { onSuccess: ({ user }) => onSaved(user) }),
  );

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className={styles.editForm}
      aria-label={`Edit ${person.name ?? person.phone_number}`}
    >
      {edit.isError && (
        <Banner tone="error">{errorMessage(edit.error, messages.userUpdateFailed)}</Banner>
      )}
      <Field
        label="Name"
        maxLength={100}
        autoComplete="off"
        {...register('name')}
        error={errors.name?.message}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        {...register('email')}
        error={errors.email?.message}
      />
      <div className={fieldStyles.pair}>
        <PhoneField control={control} name="phone_number" label="Phone number" />
        <Controller
          control={control}
          name="apartment_number"
          render={({ field, fieldState }) => (
            <ApartmentField
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onValue={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      {/* Owners alone vote on an owners-only poll (issue 36). */}
      <label className={fieldStyles.check}>
        <input type="checkbox" {...register('is_owner')} />
        Owner
      </label>
      <div className={styles.actions}>
        <Button type="submit" busy={edit.isPending} disabled={!online}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

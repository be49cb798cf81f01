import { useState, type FormEvent } from 'react';
import { apartmentNumber, phoneNumber } from '../../../contract/platform/fields';
import { userStatusFields, type Resident } from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import styles from '../../ui/admin-list.module.css';
import { useUpdateUser } from './use-admin-users';
import { MemberKeyFields, emptyMemberKey, errorsOf, type MemberKeyValues } from './user-form-parts';

const statusChange = userStatusFields.extend({
  phone_number: phoneNumber,
  apartment_number: apartmentNumber,
});

/** Update User (SPEC.md §5): which resident (phone and apartment), their status and Active. */
export function UpdateUserForm(props: { online: boolean; onUpdated: (user: Resident) => void }) {
  const { online, onUpdated } = props;
  const update = useUpdateUser();
  const [values, setValues] = useState<MemberKeyValues>(emptyMemberKey);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = statusChange.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    const { phone_number: phone, apartment_number: apartment, ...status } = parsed.data;
    update.mutate({ phone, apartment, ...status }, { onSuccess: ({ user }) => onUpdated(user) });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.card}>
      {update.isError && (
        <Banner tone="error">{errorMessage(update.error, messages.userUpdateFailed)}</Banner>
      )}
      <MemberKeyFields values={values} errors={errors} onChange={setValues} />
      <Button type="submit" busy={update.isPending} disabled={!online}>
        Update User
      </Button>
    </form>
  );
}

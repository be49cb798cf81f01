import { useState, type FormEvent } from 'react';
import {
  membershipStartProblem,
  userFields,
  type Resident,
} from '../../../contract/register/members';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { indiaDay } from '../../lib/india-time';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import styles from '../../ui/admin-list.module.css';
import { useCreateUser } from './use-admin-users';
import { MemberKeyFields, emptyMemberKey, errorsOf, type MemberKeyValues } from './user-form-parts';

interface Values extends MemberKeyValues {
  name: string;
  email: string;
  membership_startdate: string;
}

/** Create User (SPEC.md §5): name, valid email, phone, apartment; ACTIVE and today by default. */
export function CreateUserForm(props: { online: boolean; onCreated: (user: Resident) => void }) {
  const { online, onCreated } = props;
  const create = useCreateUser();
  const blank = (): Values => ({
    ...emptyMemberKey,
    name: '',
    email: '',
    membership_startdate: indiaDay(),
  });
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = userFields.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    const late = membershipStartProblem(parsed.data.membership_startdate, indiaDay());
    if (late) {
      setErrors({ membership_startdate: late });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        setValues(blank());
        onCreated(user);
      },
    });
  };

  const text = (field: 'name' | 'email' | 'membership_startdate') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [field]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate className={styles.card}>
      {create.isError && (
        <Banner tone="error">{errorMessage(create.error, messages.userCreateFailed)}</Banner>
      )}
      <Field label="Name" maxLength={100} autoComplete="off" {...text('name')} />
      <Field label="Email" type="email" autoComplete="off" {...text('email')} />
      <MemberKeyFields
        values={values}
        errors={errors}
        onChange={(next) => setValues({ ...values, ...next })}
      />
      <Field label="Membership start date" type="date" {...text('membership_startdate')} />
      <Button type="submit" busy={create.isPending} disabled={!online}>
        Create User
      </Button>
    </form>
  );
}

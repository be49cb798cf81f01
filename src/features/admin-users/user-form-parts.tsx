/** The fields the Create User and Update User forms share: phone, apartment, status, active. */
import { cleanPhone } from '../../../contract/platform/fields';
import { memberStatuses, type MemberStatus } from '../../../contract/register/members';
import { ApartmentField } from '../../ui/apartment-field';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import fieldStyles from '../../ui/field.module.css';

export interface MemberKeyValues {
  phone_number: string;
  apartment_number: string;
  member_status: MemberStatus;
  is_active: boolean;
}

export const emptyMemberKey: MemberKeyValues = {
  phone_number: '',
  apartment_number: '',
  member_status: 'ACTIVE',
  is_active: true,
};

const membershipWords: Record<MemberStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  PENDING: 'Pending',
};

type Errors = Partial<Record<keyof MemberKeyValues, string>>;

interface MemberKeyFieldsProps {
  values: MemberKeyValues;
  errors: Errors;
  onChange: (values: MemberKeyValues) => void;
}

export function MemberKeyFields({ values, errors, onChange }: MemberKeyFieldsProps) {
  const set = (change: Partial<MemberKeyValues>) => onChange({ ...values, ...change });
  return (
    <>
      <div className={fieldStyles.pair}>
        <Field
          label="Phone number"
          name="phone_number"
          inputMode="numeric"
          autoComplete="off"
          value={values.phone_number}
          error={errors.phone_number}
          onChange={(event) => set({ phone_number: cleanPhone(event.target.value) })}
        />
        <ApartmentField
          name="apartment_number"
          value={values.apartment_number}
          error={errors.apartment_number}
          onValue={(apartment_number) => set({ apartment_number })}
        />
      </div>
      {/* Membership and access, named apart: "Active" once meant both (issue 35). */}
      <SelectField
        label="Membership"
        name="member_status"
        options={memberStatuses}
        format={(status) => membershipWords[status as MemberStatus]}
        value={values.member_status}
        error={errors.member_status}
        onChange={(event) => set({ member_status: event.target.value as MemberStatus })}
      />
      <label className={fieldStyles.check}>
        <input
          type="checkbox"
          checked={values.is_active}
          onChange={(event) => set({ is_active: event.target.checked })}
        />
        Access allowed (can sign in)
      </label>
    </>
  );
}

/** Each field's first problem, by the field's name (zod's issue path). */
export function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { cleanApartment, cleanPhone } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { requestOtp } from './login-api';
import { loginErrorMessage } from './login-messages';
import type { LoginMode } from './login-mode';
import { validateRequest, type RequestErrors } from './validate';

interface RequestOtpFormProps {
  mode: LoginMode;
  phone: string;
  apartment: string;
  onPhoneChange: (phone: string) => void;
  onApartmentChange: (apartment: string) => void;
  onSent: () => void;
  /** Back from the verify step: put the cursor where the user left. */
  autoFocus?: boolean;
}

/** Step 1 of SPEC.md §2 /login: who are you, then send a code. */
export function RequestOtpForm(props: RequestOtpFormProps) {
  const { mode, phone, apartment, onSent } = props;
  const [errors, setErrors] = useState<RequestErrors>({});
  const [formError, setFormError] = useState<string>();
  const phoneRef = useRef<HTMLInputElement>(null);
  const apartmentRef = useRef<HTMLInputElement>(null);
  const send = useMutation({ mutationFn: requestOtp });

  // Once a field was flagged, re-check it as the user fixes it, so the error leaves when it is right.
  const recheck = (nextPhone: string, nextApartment: string) => {
    if (!errors.phone && !errors.apartment) return;
    const next = validateRequest(mode, nextPhone, nextApartment);
    setErrors({
      phone: errors.phone && next.phone,
      apartment: errors.apartment && next.apartment,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validateRequest(mode, phone, apartment);
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.apartment) return apartmentRef.current?.focus();
    send.mutate(
      { mode, phone, apartment: mode === 'resident' ? apartment : '' },
      {
        onSuccess: onSent,
        onError: (error) => setFormError(loginErrorMessage(error, messages.sendOtpFailedRetry)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      {formError && <Banner tone="error">{formError}</Banner>}
      <Field
        ref={phoneRef}
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={10}
        value={phone}
        error={errors.phone}
        hint="10 digits, no country code"
        autoFocus={props.autoFocus}
        onChange={(event) => {
          const next = cleanPhone(event.target.value);
          props.onPhoneChange(next);
          recheck(next, apartment);
        }}
      />
      {mode === 'resident' && (
        <Field
          ref={apartmentRef}
          label="Apartment number"
          name="apartment"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={apartment}
          error={errors.apartment}
          hint="For example A101"
          onChange={(event) => {
            const next = cleanApartment(event.target.value);
            props.onApartmentChange(next);
            recheck(phone, next);
          }}
        />
      )}
      <Button type="submit" block busy={send.isPending}>
        Send OTP
      </Button>
    </form>
  );
}

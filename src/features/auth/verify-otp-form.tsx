import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { cleanOtp } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { setSession } from '../../api/session';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { requestOtp, verifyOtp, type Credentials } from './login-api';
import { cooldownSeconds, loginErrorMessage } from './login-messages';
import styles from './login.module.css';
import { useCountdown } from './use-countdown';
import { validateOtp } from './validate';

interface VerifyOtpFormProps {
  credentials: Credentials;
  onBack: () => void;
}

/** Step 2 of SPEC.md §2 /login: type the code, or ask for another one. */
export function VerifyOtpForm({ credentials, onBack }: VerifyOtpFormProps) {
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [waitLeft, startWait] = useCountdown();
  const otpRef = useRef<HTMLInputElement>(null);
  const verify = useMutation({ mutationFn: (code: string) => verifyOtp(credentials, code) });
  const resend = useMutation({ mutationFn: requestOtp });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setNotice(undefined);
    const error = validateOtp(otp);
    setOtpError(error);
    if (error) return otpRef.current?.focus();
    verify.mutate(otp, {
      // The login page sees the new session and takes the user on; nothing else to do here.
      onSuccess: ({ user, token }) => setSession(user, token),
      onError: (failure) => setFormError(loginErrorMessage(failure, messages.verifyFailedRetry)),
    });
  };

  const sendAgain = () => {
    setFormError(undefined);
    setNotice(undefined);
    resend.mutate(credentials, {
      onSuccess: () => {
        setOtp('');
        setNotice(`A new OTP has been sent to ${credentials.phone}.`);
        otpRef.current?.focus();
      },
      onError: (failure) => {
        const wait = cooldownSeconds(failure);
        if (wait) startWait(wait);
        setFormError(loginErrorMessage(failure, messages.sendOtpFailedRetry));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.sentTo}>
        We sent a 6-digit code to <strong>{credentials.phone}</strong>.
      </p>
      {formError && <Banner tone="error">{formError}</Banner>}
      {notice && <Banner tone="success">{notice}</Banner>}
      <Field
        ref={otpRef}
        label="OTP"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={otp}
        error={otpError}
        onChange={(event) => {
          const next = cleanOtp(event.target.value);
          setOtp(next);
          if (otpError) setOtpError(validateOtp(next));
        }}
      />
      <Button type="submit" block busy={verify.isPending}>
        Verify OTP
      </Button>
      <div className={styles.secondary}>
        <Button variant="secondary" onClick={onBack} disabled={verify.isPending}>
          Back
        </Button>
        <Button
          variant="link"
          onClick={sendAgain}
          busy={resend.isPending}
          disabled={waitLeft > 0 || verify.isPending}
        >
          Resend OTP
        </Button>
      </div>
      {waitLeft > 0 && <p className={styles.wait}>You can ask for another code in {waitLeft} s.</p>}
    </form>
  );
}

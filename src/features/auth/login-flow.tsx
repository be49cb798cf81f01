import { useState } from 'react';
import type { LoginMode } from './login-mode';
import { RequestOtpForm } from './request-otp-form';
import { VerifyOtpForm } from './verify-otp-form';

/** The two steps of login; the typed phone and apartment survive going Back. */
export function LoginFlow({ mode }: { mode: LoginMode }) {
  const [phone, setPhone] = useState('');
  const [apartment, setApartment] = useState('');
  const [step, setStep] = useState<'request' | 'verify'>('request');
  const [cameBack, setCameBack] = useState(false);

  if (step === 'verify') {
    return (
      <VerifyOtpForm
        credentials={{ mode, phone, apartment: mode === 'resident' ? apartment : '' }}
        onBack={() => {
          setCameBack(true);
          setStep('request');
        }}
      />
    );
  }
  return (
    <RequestOtpForm
      mode={mode}
      phone={phone}
      apartment={apartment}
      onPhoneChange={setPhone}
      onApartmentChange={setApartment}
      onSent={() => setStep('verify')}
      autoFocus={cameBack}
    />
  );
}

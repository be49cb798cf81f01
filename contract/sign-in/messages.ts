/**
 * The sentences of signing in by OTP (SPEC.md §5 gives most of them word for word). Spread into
 * `messages` (messages.ts) like the other rooms', so there is one to use.
 */
export const signInMessages = {
  phoneDigits: 'Phone number must be 10 digits',
  apartmentChars: 'Only uppercase letters and numbers allowed',
  apartmentRequired: 'Apartment number is required',
  otpDigits: 'OTP must be 6 digits',
  userNotFound: 'User not found',
  userNotFoundShown: 'User not found. Please check your details and try again.',
  sendOtpFailed: 'Failed to send OTP',
  sendOtpFailedRetry: 'Failed to send OTP. Please try again.',
  invalidOtp: 'Invalid OTP',
  verifyFailedRetry: 'Verification failed. Please try again.',
  noRwaAccess: 'You do not have RWA access. Please use member login.',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  otpTooManyRequests: 'Too many OTP requests. Please try again in an hour.',
};

/**
 * User-facing sentences that the server and the app must say the same way.
 * The wording of SPEC.md §5 and §8 is exact; keep it so.
 */
export const messages = {
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
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  otpTooManyRequests: 'Too many OTP requests. Please try again in an hour.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  serverError: 'Something went wrong on our side. Please try again.',
  networkError: 'Could not reach the server. Check your connection and try again.',
} as const;

/**
 * Signing in: one-time codes by text, trusted devices with limits of their own, and the locks
 * that stop a stranger guessing codes. The gate signs guards in and the register unlocks with it.
 */
export { authHandlers as handlers } from './auth-handlers';
export { otpPlugin as plugin } from './otp-plugin';
export { attemptOf, signInWithCode } from './sign-in';
export { phoneLockedUntil, unlockSignIn } from './sign-in-locks';

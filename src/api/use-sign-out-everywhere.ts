/**
 * Sign out on all devices (a lost phone). Unlike Logout it must reach the server, or it did
 * nothing the user asked for: a failure stays on screen and this device stays signed in.
 * Only the signed-in phone menu uses it, and it loads with that menu, never on a visitor's page.
 */
import { useMutation } from '@tanstack/react-query';
import { signOutEverywhere } from '../../contract/sign-in/auth';
import { callApi } from './client';

/** `goToLogin` is the menu's `useGoToLogin`, run once the server has ended every session. */
export function useSignOutEverywhere(goToLogin: () => void) {
  return useMutation({
    mutationFn: () => callApi(signOutEverywhere),
    onSuccess: goToLogin,
  });
}

import { useState } from 'react';
import { signOutEverywhere } from '../../../contract/sign-in/auth';
import { errorMessage } from '../../api/api-error';
import { useSignOutEverywhere } from '../../api/use-sign-out-everywhere';
import { useConnectivity } from '../../offline/use-connectivity';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/**
 * "Sign out on all devices" beside Logout in the phone menu, where a resident looks for their
 * account: a lost or shared phone stops working for them. It needs the server, so it waits
 * for a connection and keeps a refusal on screen. `goToLogin` (use-logout.ts) comes from the
 * menu: this lazy chunk then shares no more of the top bar's modules than it must.
 */
export function SignOutEverywhere({ goToLogin }: { goToLogin: () => void }) {
  const [asking, setAsking] = useState(false);
  const everywhere = useSignOutEverywhere(goToLogin);
  const { online } = useConnectivity();
  return (
    <>
      <Button
        variant="link"
        block
        disabled={!online}
        onClick={() => {
          everywhere.reset();
          setAsking(true);
        }}
      >
        Sign out on all devices
      </Button>
      <ConfirmDialog
        open={asking}
        title="Sign out on all devices?"
        message={
          <>
            <p>
              Every phone and computer signed in as you is signed out, this one included. Sign in
              again with a code on the devices you still use.
            </p>
            {everywhere.isError && (
              <p role="alert">{errorMessage(everywhere.error, signOutEverywhere.failure)}</p>
            )}
          </>
        }
        confirmLabel="Sign out everywhere"
        busy={everywhere.isPending}
        onConfirm={() => everywhere.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

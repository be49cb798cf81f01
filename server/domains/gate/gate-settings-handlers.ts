/** The gate's settings (issue 34): for now the grace after a pass's end before an overstay. */
import type { HandlersFor } from '../../platform/http/handler';
import { overstayGrace } from './overstay';

export const gateSettingsHandlers: HandlersFor<'getGateSettings' | 'updateGateSettings'> = {
  getGateSettings: async ({ app }) => ({ overstay_grace_minutes: await overstayGrace(app.db) }),

  updateGateSettings: ({ app, body, transaction, audit }) => {
    audit({
      targetId: 'settings',
      summary: `Overstay grace: ${body.overstay_grace_minutes} minutes`,
    });
    return transaction(async (tx) => {
      await tx
        .updateTable('gate_settings')
        .set({ overstay_grace_minutes: body.overstay_grace_minutes, updated_at: app.now() })
        .execute();
      return { overstay_grace_minutes: await overstayGrace(tx) };
    });
  },
};

/**
 * The residents' register: people, their roles and member status, the bulk CSV, move-outs, and
 * the RWA's control of who may enter (deactivate, unlock, sign out everywhere).
 */
import { accessHandlers } from './access-handlers';
import { memberHandlers } from './member-handlers';

export const handlers = { ...memberHandlers, ...accessHandlers };
export { toResident } from './member-handlers';
export { lockPresentUser, moveOut } from './residents';

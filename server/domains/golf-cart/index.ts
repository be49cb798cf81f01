/**
 * Golf-cart rides: a resident asks for one, the RWA accepts or declines it, and the ride moves
 * along the requests' lifecycle with a notice at each step.
 */
export { golfCartHandlers as handlers } from './handlers';

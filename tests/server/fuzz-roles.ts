/** Who the contract fuzz sends each endpoint's inputs as (contract-fuzz.test.ts). */
import type { EndpointDef } from '../../contract/platform/endpoint';

export type Role = 'stranger' | 'member' | 'rwa' | 'guard';
export const ROLES: Role[] = ['stranger', 'member', 'rwa'];

/** The gate's calls are sent by a guard too, the only role whose input reaches most of them. */
export const rolesFor = (endpoint: EndpointDef): Role[] =>
  endpoint.access === 'guard' || endpoint.access === 'signed_in' ? [...ROLES, 'guard'] : ROLES;

/** The roles that get past authorization: random inputs are wasted on a 401 or a 403. */
export const reaching = (endpoint: EndpointDef): Role[] =>
  ({
    public: ROLES,
    member: ['member', 'rwa'] as Role[],
    rwa: ['rwa'] as Role[],
    guard: ['guard'] as Role[],
    signed_in: ['member', 'rwa', 'guard'] as Role[],
  })[endpoint.access];

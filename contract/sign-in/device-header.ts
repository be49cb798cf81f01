/**
 * The header a device sends its trusted-device token in when it asks for a code and signs in
 * (issue 31): the `device_token` of its last sign-in as that person. Lower case, as Node reads
 * headers. A module of its own, with no zod, since the app's one HTTP client sends it.
 */
export const DEVICE_HEADER = 'gatehouse-device';

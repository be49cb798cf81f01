/**
 * With PGlite the server generates its secrets once into DATA_DIR. With DATABASE_URL several
 * instances may share the database, and each would generate its own: an OTP asked on one would
 * fail on another, sessions and pushes too. So there the operator sets them, the same on every
 * instance, and the start says which are missing and how to make each.
 */

/** The secrets every instance must share, and a command that makes each. */
const sharedSecrets = [
  ['JWT_SECRET', 'openssl rand -base64 48'],
  ['VAPID_PUBLIC_KEY', 'npx web-push generate-vapid-keys (its "Public Key")'],
  ['VAPID_PRIVATE_KEY', 'npx web-push generate-vapid-keys (its "Private Key", of the same pair)'],
  ['PASS_SIGNING_KEY', 'openssl genpkey -algorithm ed25519 (the PEM), or openssl rand -base64 32'],
] as const;

/** One problem line naming what to set, or none when DATABASE_URL is unset or all are set. */
export function missingSharedSecrets(env: NodeJS.ProcessEnv): string[] {
  if (!env.DATABASE_URL?.trim()) return [];
  const missing = sharedSecrets.filter(([name]) => !env[name]?.trim());
  if (missing.length === 0) return [];
  const names = missing.map(([name]) => name).join(', ');
  const how = missing.map(([name, command]) => `\n      ${name}: ${command}`).join('');
  return [
    `${names}: required with DATABASE_URL, the same on every instance ` +
      `(each would otherwise make its own). Make them with:${how}`,
  ];
}

/**
 * The optional payment gateway (issue 33): with PAYMENT_GATEWAY=razorpay its three secrets are
 * all required, reported with the other problems, and its API is at RAZORPAY_API_BASE (Razorpay's
 * own unless set); without it, dues work by UPI links and bank statements alone.
 */

/** Razorpay's keys (its dashboard: API keys, and the secret the webhook is set up with). */
export interface PaymentGateway {
  kind: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where its API is (RAZORPAY_API_BASE): tests stand a server of their own in for it. */
  apiBase: string;
}

export const RAZORPAY_API_BASE = 'https://api.razorpay.com';

const gatewaySecrets = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

type GatewayEnv = Partial<
  Record<'PAYMENT_GATEWAY' | 'RAZORPAY_API_BASE' | (typeof gatewaySecrets)[number], string>
>;

export function gatewayProblems(env: GatewayEnv): string[] {
  if (env.PAYMENT_GATEWAY !== 'razorpay') return [];
  const missing = gatewaySecrets.filter((name) => !env[name]?.trim());
  return missing.length ? [`${missing.join(', ')}: required with PAYMENT_GATEWAY=razorpay`] : [];
}

export function gatewayConfig(env: GatewayEnv): PaymentGateway | undefined {
  if (env.PAYMENT_GATEWAY !== 'razorpay') return undefined;
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = env;
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) return undefined;
  return {
    kind: 'razorpay',
    keyId: RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    apiBase: (env.RAZORPAY_API_BASE ?? RAZORPAY_API_BASE).replace(/\/+$/, ''),
  };
}

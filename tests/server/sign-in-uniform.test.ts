/**
 * No enumeration (issue 31): every verify call — the resident's, the RWA's and the gate's —
 * fails one way whatever failed: an unknown phone, a person who moved out, a deactivated one,
 * a wrong apartment, a wrong code. One status, one sentence, and the same counting toward the
 * phone's lock and the address's cap, so no answer tells a stranger which numbers live here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { addUser, build } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({
    config: {
      otpLimits: {
        cooldownSeconds: 0,
        maxPerPhonePerHour: 100,
        maxPerIpPerHour: 1000,
        lockAfterFailures: 10,
        maxFailuresPerIpPerHour: 40,
      },
    },
  });
});
afterAll(() => t.close());

let nextPhone = 9460000000;
let nextAddress = 1;
const address = () => `10.32.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

type Login = 'resident' | 'rwa' | 'gate';
const paths: Record<Login, { generate: string; verify: string }> = {
  resident: { generate: 'auth/generate-otp', verify: 'auth/verify-otp' },
  rwa: { generate: 'rwa/rwa-generate-otp', verify: 'rwa/rwa-verify-otp' },
  gate: { generate: 'gate/generate-otp', verify: 'gate/verify-otp' },
};
const roleOf = { resident: 'member', rwa: 'rwa', gate: 'guard' } as const;

/** A present, active person this login is for; the resident's apartment is 'U101'. */
async function person(login: Login): Promise<string> {
  const phone = String(nextPhone++);
  const apartment = login === 'resident' ? 'U101' : login === 'rwa' ? 'RWA' : 'GATE';
  await addUser(t, { phone, apartment, role: roleOf[login] });
  return phone;
}

const bodyOf = (login: Login, phone: string, apartment = 'U101') =>
  login === 'resident'
    ? { phone_number: phone, apartment_number: apartment }
    : { phone_number: phone };

async function requestCode(login: Login, phone: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/${paths[login].generate}`,
    payload: bodyOf(login, phone),
    remoteAddress: address(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return t.sms.lastCode(phone);
}

function verify(login: Login, phone: string, otp: string, from: string, apartment?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${paths[login].verify}`,
    payload: { ...bodyOf(login, phone, apartment), otp },
    remoteAddress: from,
  });
}

/** What a caller can read of an answer: its status, its body and the headers that matter. */
const seen = (response: Awaited<ReturnType<typeof verify>>) => ({
  status: response.statusCode,
  body: response.json<unknown>(),
  contentType: response.headers['content-type'],
  retryAfter: response.headers['retry-after'],
});

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Each way a verification fails, as the attempt that fails it (the code is right where one is). */
const failures: Record<
  string,
  (login: Login) => Promise<(from: string) => ReturnType<typeof verify>>
> = {
  'an unknown phone': async (login) => {
    const phone = String(nextPhone++);
    return (from) => verify(login, phone, '123456', from);
  },
  'a person who moved out': async (login) => {
    const phone = await person(login);
    const code = await requestCode(login, phone);
    await t.db
      .updateTable('users')
      .set({ removed_at: t.clock.now() })
      .where('phone_number', '=', phone)
      .execute();
    return (from) => verify(login, phone, code, from);
  },
  'a deactivated person': async (login) => {
    const phone = await person(login);
    const code = await requestCode(login, phone);
    await t.db
      .updateTable('users')
      .set({ is_active: false })
      .where('phone_number', '=', phone)
      .execute();
    return (from) => verify(login, phone, code, from);
  },
  'a wrong code': async (login) => {
    const phone = await person(login);
    const code = await requestCode(login, phone);
    return (from) => verify(login, phone, wrongCode(code), from);
  },
};

describe.each(['resident', 'rwa', 'gate'] as const)('the %s verify call', (login) => {
  it('answers every kind of failure with the same status, sentence and headers', async () => {
    const answers: Record<string, ReturnType<typeof seen>> = {};
    for (const [kind, prepare] of Object.entries(failures)) {
      const attempt = await prepare(login);
      answers[kind] = seen(await attempt(address()));
    }
    if (login === 'resident') {
      const phone = await person(login);
      const code = await requestCode(login, phone);
      answers['a wrong apartment'] = seen(await verify(login, phone, code, address(), 'U999'));
    }
    const expected = {
      status: 400,
      body: { detail: messages.signInFailed },
      contentType: 'application/json; charset=utf-8',
      retryAfter: undefined,
    };
    for (const [kind, answer] of Object.entries(answers)) expect(answer, kind).toEqual(expected);
  });

  it('locks an unknown phone after ten failures exactly as it locks a known one', async () => {
    const known = await failures['a wrong code']!(login);
    const unknown = await failures['an unknown phone']!(login);
    const from = address();
    for (let i = 0; i < 9; i++) {
      expect(seen(await known(from))).toEqual(seen(await unknown(from)));
    }
    const tenth = [seen(await known(from)), seen(await unknown(from))];
    expect(tenth[0]).toEqual(tenth[1]);
    expect(tenth[0]?.status).toBe(429);
    expect(seen(await known(from))).toEqual(seen(await unknown(from)));
  });
});

describe('failures for unknown phones', () => {
  it("count toward the address's cap like any other", async () => {
    const from = address();
    for (let i = 0; i < 40; i++) {
      expect((await verify('resident', String(nextPhone++), '123456', from)).statusCode).toBe(400);
    }
    const phone = await person('resident');
    const code = await requestCode('resident', phone);
    const refused = await verify('resident', phone, code, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: messages.verifyTooManyFromNetwork(60) });
  });
});

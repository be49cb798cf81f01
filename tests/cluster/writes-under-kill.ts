/**
 * Residents keep writing and reading through nginx while one instance is SIGKILLed under them.
 * Each write is a golf-cart request with its own Idempotency-Key, sent again with the same key
 * after a 502 as the app's outbox does. A key whose first try died inside the killed instance
 * stays claimed (409, "still running") until the claim goes stale; the outbox would send it
 * later, so here it simply stays unacknowledged. Reads (GET, which nginx may retry on the
 * other instance) must never fail.
 */
import { randomUUID } from 'node:crypto';
import type { SpawnedServer } from '../server/server-process';
import { call, type Resident } from './residents';

const KILL_AFTER_MS = 800;
const RUN_AFTER_KILL_MS = 1500;

export interface KillRun {
  /** request_id of every ride answered 2xx. */
  acknowledged: string[];
  /** Keys given up on while still claimed by the killed instance. */
  stillClaimed: number;
  /** Reads answered with anything but 200. */
  readFailures: number;
  /** 2xx answers to calls started after the instance was dead. */
  afterKill: number;
}

export async function flowUntilKilled(
  base: string,
  residents: readonly Resident[],
  ride: (resident: Resident) => object,
  victim: SpawnedServer,
): Promise<KillRun> {
  const run: KillRun = { acknowledged: [], stillClaimed: 0, readFailures: 0, afterKill: 0 };
  let killedAt = Infinity;
  const started = Date.now();
  const killing = new Promise<void>((resolve) =>
    setTimeout(() => {
      void victim.kill().then(() => {
        killedAt = Date.now();
        resolve();
      });
    }, KILL_AFTER_MS),
  );
  const write = async (resident: Resident) => {
    const key = randomUUID();
    for (let attempt = 0; attempt < 20; attempt++) {
      const sentAt = Date.now();
      const answer = await call(base, 'golf-cart/golf-cart/request', {
        token: resident.token,
        body: ride(resident),
        headers: { 'idempotency-key': key },
      });
      if (answer.status === 201) {
        run.acknowledged.push(String(answer.body.request_id));
        if (sentAt > killedAt) run.afterKill += 1;
        return;
      }
      if (answer.status === 409) {
        run.stillClaimed += 1;
        return;
      }
      if (answer.status !== 502)
        throw new Error(`ride: ${answer.status} ${JSON.stringify(answer.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('a ride was refused 20 times');
  };
  const read = async (resident: Resident) => {
    const sentAt = Date.now();
    const answer = await call(base, 'auth/me', { token: resident.token });
    if (answer.status !== 200) run.readFailures += 1;
    else if (sentAt > killedAt) run.afterKill += 1;
  };
  const resident = async (who: Resident) => {
    while (Date.now() < Math.min(killedAt + RUN_AFTER_KILL_MS, started + 30_000)) {
      await write(who);
      await read(who);
    }
  };
  await Promise.all([killing, ...residents.map(resident)]);
  return run;
}

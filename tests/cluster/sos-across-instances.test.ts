/**
 * SOS across instances (issue 34): a resident's SOS sent to one instance is on a desk that asks
 * another at its next poll, and the guard's "On my way" given there is what the resident reads
 * back through the first. Nothing of it lives in an instance's memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SosAlert } from '../../contract/gate/sos';
import { benchTokens } from '../bench/sessions';
import { startCluster, type Cluster } from './cluster';
import { call } from './residents';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('The cluster suite runs on PostgreSQL: set DATABASE_URL');

/** The demo estate's Arjun (A101) and its guard, Ramesh. */
const ARJUN = '9000000002';
const GUARD = '9000000005';

let cluster: Cluster;
let a: string;
let b: string;
let arjun: string;
let guard: string;

beforeAll(async () => {
  cluster = await startCluster(adminUrl, 2);
  [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
  const tokens = await benchTokens(cluster.db, cluster.secret, [ARJUN, GUARD]);
  arjun = tokens.get(ARJUN) ?? '';
  guard = tokens.get(GUARD) ?? '';
}, 120_000);
afterAll(() => cluster?.stop());

describe('an SOS on two instances', () => {
  it('reaches a desk polling the other instance, and its answer comes back through the first', async () => {
    const raised = await call(a, 'sos', { token: arjun, method: 'POST' });
    expect(raised.status).toBe(201);
    const sos = raised.body as unknown as SosAlert;

    const desk = await call(b, 'gate/sos', { token: guard });
    expect(desk.status).toBe(200);
    expect((desk.body as unknown as SosAlert[]).map((each) => each.id)).toEqual([sos.id]);

    const answered = await call(b, `gate/sos/${sos.id}/acknowledge`, {
      token: guard,
      method: 'POST',
    });
    expect(answered.status).toBe(200);
    const followed = await call(a, `sos/${sos.id}`, { token: arjun });
    expect(followed.body).toMatchObject({ state: 'acknowledged', acknowledged_by: 'Ramesh Kumar' });
  });
});

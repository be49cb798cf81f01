/**
 * Which push endpoints the server will ever connect to (contract/notices/push-endpoint.ts,
 * server/platform/config/push-hosts.ts): the shape every endpoint must have, the allow-list of push services,
 * and how PUSH_ALLOWED_HOSTS is written. Pure functions; the route and the drainer that use
 * them are in push-endpoints.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHostName, pushEndpointUrl } from '../../contract/notices/push-endpoint';
import { loadConfig } from '../../server/platform/config/config';
import {
  DEFAULT_PUSH_HOSTS,
  defaultPushHosts,
  parsePushHost,
  permittedPushEndpoint,
  pushAllowedHosts,
} from '../../server/platform/config/push-hosts';

/** Endpoints as the browsers hand them out (shortened), one per push service. */
const browsers = [
  'https://fcm.googleapis.com/fcm/send/dHwxN2k4:APA91bFq0o3',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm',
  'https://web.push.apple.com/QGuQyavXutnMH',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAABPS6Pn%2f0sal0z2V',
];

/** What a member could write instead, to make the server connect somewhere else. */
const attacks = [
  'https://127.0.0.1:8443/push/x',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/',
  'https://[::ffff:127.0.0.1]:8443/',
  'https://[::1]/',
  'https://user:pass@fcm.googleapis.com/fcm/send/x',
  'https://@fcm.googleapis.com/fcm/send/x',
  'https:///etc/passwd',
  'https://2130706433/',
  'https://0x7f.1/',
  'https://0177.0.0.1/',
  'https://127.1/',
  'https://fcm.googleapis.com./fcm/send/x',
];

describe('the shape of a push endpoint', () => {
  it("accepts each browser's push service", () => {
    for (const endpoint of browsers)
      expect(pushEndpointUrl(endpoint)?.href, endpoint).toBe(endpoint);
  });

  it('refuses IP addresses in every form a URL parser reads, user info, and no host', () => {
    for (const endpoint of attacks) expect(pushEndpointUrl(endpoint), endpoint).toBeUndefined();
  });

  it('refuses anything not https', () => {
    for (const endpoint of ['http://fcm.googleapis.com/x', 'HTTPS//x', 'wss://x.example', '']) {
      expect(pushEndpointUrl(endpoint), endpoint).toBeUndefined();
    }
  });

  it('takes host names, never a name that ends in a number', () => {
    expect(isHostName('fcm.googleapis.com')).toBe(true);
    expect(isHostName('localhost')).toBe(true);
    expect(isHostName('xn--nxasmq6b.example')).toBe(true);
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0x7f.1',
      'a.0x',
      '[::1]',
      'a_b.example',
      'a.',
    ]) {
      expect(isHostName(host), host).toBe(false);
    }
  });
});

describe('the allow-list of push services', () => {
  it("by default holds each browser's push service, on port 443 only", () => {
    for (const endpoint of browsers) {
      expect(permittedPushEndpoint(endpoint, defaultPushHosts), endpoint).toBeDefined();
    }
    for (const endpoint of [
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://push.example.com/x',
      'https://push.apple.com/x',
      'https://push.apple.com.evil.example/x',
      'https://evilpush.apple.com.example/x',
      'https://android.googleapis.com/gcm/send/x',
      ...attacks,
    ]) {
      expect(permittedPushEndpoint(endpoint, defaultPushHosts), endpoint).toBeUndefined();
    }
  });

  it('gives the endpoint as parsed, which is what the sender connects to', () => {
    const url = permittedPushEndpoint(
      'https://FCM.googleapis.com:443/fcm/send/x',
      defaultPushHosts,
    );
    expect(url?.href).toBe('https://fcm.googleapis.com/fcm/send/x');
  });

  it('reads entries of a host, *. for the hosts under it, and :port for another port', () => {
    expect(parsePushHost(' localhost:8443 ')).toEqual({
      name: 'localhost',
      subdomains: false,
      port: 8443,
    });
    expect(parsePushHost('*.Push.Example.com')).toEqual({
      name: 'push.example.com',
      subdomains: true,
      port: 443,
    });
    const hosts = pushAllowedHosts.parse('localhost:8443,*.push.example.com');
    expect(permittedPushEndpoint('https://localhost:8443/push/1', hosts)).toBeDefined();
    expect(permittedPushEndpoint('https://localhost/push/1', hosts)).toBeUndefined();
    expect(permittedPushEndpoint('https://eu.push.example.com/1', hosts)).toBeDefined();
    expect(permittedPushEndpoint('https://push.example.com/1', hosts)).toBeUndefined();
  });

  it('refuses entries that are IP addresses or not host names at all', () => {
    for (const entry of [
      '127.0.0.1',
      '127.0.0.1:8443',
      '2130706433',
      '0x7f.1',
      '[::1]:8443',
      '*',
      '*.',
      'a.*.example.com',
      'https://fcm.googleapis.com',
      'localhost:0',
      'localhost:65536',
      'user@localhost',
    ]) {
      expect(parsePushHost(entry), entry).toBeUndefined();
    }
  });
});

describe('PUSH_ALLOWED_HOSTS', () => {
  const env = { DATA_DIR: '' };
  beforeAll(async () => {
    env.DATA_DIR = await mkdtemp(join(tmpdir(), 'gatehouse-push-hosts-'));
  });
  afterAll(() => rm(env.DATA_DIR, { recursive: true, force: true }));

  it("is the browsers' push services unless set, and replaces them when set", () => {
    expect(loadConfig(env).pushAllowedHosts).toEqual(pushAllowedHosts.parse(DEFAULT_PUSH_HOSTS));
    expect(loadConfig({ ...env, PUSH_ALLOWED_HOSTS: '' }).pushAllowedHosts).toEqual(
      defaultPushHosts,
    );
    expect(loadConfig({ ...env, PUSH_ALLOWED_HOSTS: 'localhost:8443' }).pushAllowedHosts).toEqual([
      { name: 'localhost', subdomains: false, port: 8443 },
    ]);
  });

  it('stops the start naming the entries that are not host names', () => {
    expect(() => loadConfig({ ...env, PUSH_ALLOWED_HOSTS: 'localhost:8443,127.0.0.1' })).toThrow(
      /PUSH_ALLOWED_HOSTS: not a host name: 127\.0\.0\.1; use host names/,
    );
    expect(() => loadConfig({ ...env, PUSH_ALLOWED_HOSTS: ' , ' })).toThrow(/PUSH_ALLOWED_HOSTS/);
  });
});

/**
 * A real nginx (Debian's package) in front of the instances, configured as the README tells an
 * operator to: round robin over an upstream of all of them, the client's address appended to
 * X-Forwarded-For, the request id passed on (nginx's own when the client sent none), and a
 * failed instance skipped — in flight only for idempotent methods, nginx's default. It runs in
 * the foreground with every path inside its own temporary folder, so it needs no root paths.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/server-process';

export const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** `upstreams` are the instances' `http://host:port` addresses. */
export function nginxConfig(prefix: string, port: number, upstreams: readonly string[]): string {
  const servers = upstreams.map(
    (url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=10s;`,
  );
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 20m;
  map $http_x_request_id $gatehouse_request_id {
    default $http_x_request_id;
    '' $request_id;
  }
  upstream gatehouse {
${servers.join('\n')}
    keepalive 1024;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gatehouse;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $gatehouse_request_id;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

export async function startNginx(upstreams: readonly string[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  const prefix = await mkdtemp(join(tmpdir(), 'gatehouse-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user that must reach its temp paths.
  await chmod(prefix, 0o755);
  const port = await freePort();
  await writeFile(join(prefix, 'nginx.conf'), nginxConfig(prefix, port, upstreams));
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', 'nginx.conf', '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let printed = '';
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx exited: ${printed}${log}`);
    }
    if (
      await fetch(`${url}/api/livez`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

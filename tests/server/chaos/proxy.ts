/**
 * A chaos proxy between the outbox and the real server. Per request it can: drop the connection
 * before forwarding; forward, let the server answer (and so commit), then destroy the socket so
 * the answer never arrives; or answer 500/503/429 itself without forwarding. It counts what it
 * did, so the test can print what the outbox went through.
 */
import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChaosAction = 'pass' | 'dropBefore' | 'dropAfterAnswer' | '500' | '503' | '429';

export interface ChaosTally {
  requests: number;
  droppedBefore: number;
  /** Answers destroyed after the server sent a 2xx: the write is committed, the phone never knew. */
  lostAfterCommit: number;
  /** Other answers destroyed on the way back (a 401, a 409 …). */
  lostAnswers: number;
  serverErrors: number;
  tooManyRequests: number;
  /** Requests that found no server listening (mid-restart). */
  upstreamDown: number;
}

export interface ChaosProxy {
  /** Base URL of the API through the proxy, ending in `/api/`. */
  apiBase: string;
  tally: ChaosTally;
  /** Decides what happens to each request; `pass` forwards untouched. */
  decide: (request: IncomingMessage) => ChaosAction;
  /** Where requests go (the server's port changes when it restarts). */
  upstreamPort: number;
  close(): Promise<void>;
}

export async function startChaosProxy(upstreamPort: number): Promise<ChaosProxy> {
  const tally: ChaosTally = {
    requests: 0,
    droppedBefore: 0,
    lostAfterCommit: 0,
    lostAnswers: 0,
    serverErrors: 0,
    tooManyRequests: 0,
    upstreamDown: 0,
  };
  const server = createServer((req, res) => {
    tally.requests += 1;
    const action = proxy.decide(req);
    if (action === 'dropBefore') {
      tally.droppedBefore += 1;
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (action === '500' || action === '503' || action === '429') {
        if (action === '429') tally.tooManyRequests += 1;
        else tally.serverErrors += 1;
        const retryAfter = action === '500' ? {} : { 'retry-after': action === '429' ? '2' : '1' };
        res.writeHead(Number(action), { 'content-type': 'application/json', ...retryAfter });
        res.end(JSON.stringify({ detail: `chaos ${action}` }));
        return;
      }
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: proxy.upstreamPort,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
        },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => body.push(chunk));
          answer.on('end', () => {
            const status = answer.statusCode ?? 502;
            if (action === 'dropAfterAnswer') {
              if (status >= 200 && status < 300) tally.lostAfterCommit += 1;
              else tally.lostAnswers += 1;
              res.socket?.destroy();
              return;
            }
            res.writeHead(status, answer.headers);
            res.end(Buffer.concat(body));
          });
          answer.on('error', () => res.socket?.destroy());
        },
      );
      upstream.on('error', () => {
        // No server behind us (restarting): the phone sees a dead connection.
        tally.upstreamDown += 1;
        res.socket?.destroy();
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: ChaosProxy = {
    apiBase: `http://127.0.0.1:${port}/api/`,
    tally,
    decide: () => 'pass',
    upstreamPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}

/**
 * `npm start`: build what is stale, then run the compiled server (API + PWA) on its embedded
 * defaults, in this one node process (issue 38: no tsx, no second process). package.json starts
 * this file with build-server.mjs's `serverNodeFlags` (a test holds them equal); a service
 * manager runs `node <serverNodeFlags> dist-server/main.mjs` directly (README "Run it as a
 * service").
 */
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist-server/main.mjs');

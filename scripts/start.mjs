/**
 * `npm start`: build what is stale, then run the compiled server (API + PWA) on its embedded
 * defaults, in this one node process (issue 38: no tsx, no second process). A service manager
 * runs `node --enable-source-maps dist-server/main.mjs` directly (README "Run it as a service").
 */
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
process.setSourceMapsEnabled(true);
await import('../dist-server/main.mjs');

/** `npm start`: build the app if needed, then run the one server (API + PWA) on its embedded defaults. */
import { buildIfStale } from './build-if-stale';

buildIfStale();
await import('../server/main');

/**
 * Build step (scripts/build-server.mjs runs it compiled, in a process of its own so initdb's
 * memory is never the server's): writes the PGlite template data folder to the file named by
 * its argument. See server/platform/db/pglite-template.ts.
 */
import { makePgliteTemplate } from '../server/platform/db/pglite-template';

const [file] = process.argv.slice(2);
if (!file) throw new Error('Usage: pgdata-template <file.tar.gz>');
await makePgliteTemplate(file);

/** `npm run bench`: prints figures and compares them with budgets. Not a timed test. */
import { buildIfStale } from '../../scripts/build-if-stale';
import { startServer } from '../e2e/support/server';
import { measureBundles, reportBundles } from './bundle-size';

const budgets = { homeInitialJsKb: 150 };

buildIfStale();
const server = await startServer();
let overBudget = false;
try {
  const bundles = await measureBundles(server);
  console.log(reportBundles(bundles).join('\n'));
  const homeKb = bundles.homeInitialJs / 1024;
  const pdfJsInitial = bundles.homeScripts.some((path) => /pdf/i.test(path));
  console.log(
    `budget: home initial JS ≤ ${budgets.homeInitialJsKb} KB gzip → ${homeKb <= budgets.homeInitialJsKb ? 'within' : 'OVER'}`,
  );
  console.log(`budget: pdf.js not in the initial load → ${pdfJsInitial ? 'VIOLATED' : 'holds'}`);
  overBudget = homeKb > budgets.homeInitialJsKb || pdfJsInitial;
} finally {
  await server.stop();
}
process.exit(overBudget ? 1 : 0);

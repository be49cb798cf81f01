/** `npm run bench`: prints figures and compares them with budgets. Not a timed test. */
import { buildIfStale } from '../../scripts/build-if-stale';
import { startServer } from '../e2e/support/server';
import { measureBundles, reportBundles } from './bundle-size';
import { measureDrain, reportDrain } from './drain';

const budgets = { homeInitialJsKb: 150, drainItemsPerSecond: 20, offlineEngineKb: 60 };

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

  const drain = await measureDrain(server);
  console.log(reportDrain(drain).join('\n'));
  const drainOk = drain.sent === drain.items && drain.itemsPerSecond >= budgets.drainItemsPerSecond;
  const engineKb = drain.engineGzip / 1024;
  console.log(
    `budget: drain ≥ ${budgets.drainItemsPerSecond} items/s, all sent → ${drainOk ? 'within' : 'MISSED'}`,
  );
  console.log(
    `budget: offline engine ≤ ${budgets.offlineEngineKb} KB gzip → ${engineKb <= budgets.offlineEngineKb ? 'within' : 'OVER'}`,
  );
  overBudget ||= !drainOk || engineKb > budgets.offlineEngineKb;
} finally {
  await server.stop();
}
process.exit(overBudget ? 1 : 0);

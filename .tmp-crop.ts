import { launchBrowser } from './tests/e2e/support/browser';
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
for (const [file, w, y, h] of [['09-admin-queue', 360, 0, 1100], ['09-admin-queue', 360, 1100, 1200], ['10-admin-queue-desk', 1280, 0, 1000], ['08-admin-dashboard', 360, 0, 1300], ['11-admin-ticket', 360, 0, 1300]] as const) {
  await page.setViewportSize({ width: w, height: h });
  await page.setContent(`<body style="margin:0"><div style="width:${w}px;height:${h}px;background:url(file:///tmp/walk/${file}.png) 0 -${y}px no-repeat"></div></body>`);
  await page.goto(`file:///tmp/walk/${file}.png`).catch(() => {});
  await page.evaluate(([y]) => window.scrollTo(0, y), [y]);
  await page.screenshot({ path: `/tmp/walk/crop-${file}-${y}.png` });
}
await browser.close();

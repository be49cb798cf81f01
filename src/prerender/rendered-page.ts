/** What the prerender makes of a page (src/prerender/render-page.tsx → scripts/prerender-plugin.ts). */
export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The tab's title, as useRouteTitle would set it. */
  title: string;
}

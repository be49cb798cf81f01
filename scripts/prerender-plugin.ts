/**
 * Vite plugin (issue 15): after the client build, renders the public pages and the app shell to
 * HTML (src/prerender/render-page.tsx, built in SSR mode with this same config) and inlines the
 * CSS their first screen needs, so a phone paints before any JavaScript has arrived. Runs before
 * vite-plugin-pwa writes the service worker, so the pages it writes are precached too.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_SHELL_FILE, prerenderedFileFor } from '../contract/platform/page-files.ts';
import type { RenderedPage } from '../src/prerender/rendered-page';

const ENTRY = 'src/prerender/render-page.tsx';

interface RenderModule {
  renderPage(pathname: string): Promise<RenderedPage>;
  renderShell(): Promise<RenderedPage>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the page inside #root; `data-prerendered` tells the app it may hydrate. */
function fillTemplate(template: string, page: RenderedPage, pathname?: string): string {
  const marker = pathname ? ` data-prerendered="${escapeHtml(pathname)}"` : '';
  const filled = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root"${marker}>${page.html}</div>`);
  if (!filled.includes(page.html)) throw new Error('index.html lost its empty <div id="root">');
  return filled;
}

/** Renders the SSR entry with this build's config (React, CSS modules), into a scratch dir. */
async function buildRenderer(config: ResolvedConfig): Promise<RenderModule> {
  const outDir = resolve(config.root, '.tmp/prerender');
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir, emptyOutDir: true, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as RenderModule;
}

/**
 * Critical CSS: the rules of any of the app's stylesheets that match the page's markup, inline;
 * the entry stylesheet moves to the end of <body> so it no longer blocks the first paint.
 * Route stylesheets arrive with their route's code, as on any other page.
 */
function criticalCss(outDir: string, template: string): Beasties {
  const linked = new Set([...template.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  const routeSheets = readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `assets/${name}`)
    .filter((path) => !linked.has(path))
    .sort();
  return new Beasties({
    path: outDir,
    publicPath: '/',
    additionalStylesheets: routeSheets,
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    logLevel: 'warn',
  });
}

export function prerenderPlugin(pathnames: string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gatehouse-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return; // the renderer's own build
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const renderer = await buildRenderer(config);
        const beasties = criticalCss(outDir, template);
        const write = async (file: string, html: string) =>
          writeFileSync(join(outDir, file), await beasties.process(html));
        for (const pathname of pathnames) {
          const file = prerenderedFileFor(pathname);
          if (!file) throw new Error(`${pathname} has no prerendered file name`);
          await write(file, fillTemplate(template, await renderer.renderPage(pathname), pathname));
        }
        await write(APP_SHELL_FILE, fillTemplate(template, await renderer.renderShell()));
      },
    },
  };
}

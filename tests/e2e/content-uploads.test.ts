import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../contract/content/gallery';
import { messages } from '../../contract/messages';
import type { Newsletter } from '../../contract/content/newsletters';
import { MB } from '../../contract/platform/uploads';
import { signedIn } from './support/login';
import { apiGet, formFile, pdfBytes, pngBytes, postForm } from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken } from './support/login';

const app = useServerAndBrowser();

/** How many of each the server holds, as the RWA reads them. */
async function countsOnServer(token: string): Promise<{ images: number; newsletters: number }> {
  const gallery = await apiGet<{ images: GalleryImage[] }>(app.server, 'gallery/gallery', token);
  const newsletters = await apiGet<Newsletter[]>(app.server, 'newsletter/newsletters', token);
  return { images: gallery.images.length, newsletters: newsletters.length };
}

/** Every POST the page sends from now on, by path. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

describe('uploads are judged by their bytes, never their names', () => {
  it('the admin pages refuse a PDF named photo.png and a PNG named news.pdf, sending nothing', async () => {
    const token = await rwaToken(app.server);
    const before = await countsOnServer(token);
    const { context, page } = await signedIn(app.browser, app.server, demo.rwa);
    const posts = recordPosts(page);

    await page.goto('/admin/gallery');
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: pdfBytes('Not a photo'),
    });
    await page.getByRole('alert').getByText(messages.menuImageType).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Not really a photo');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').getByText(messages.menuImageType).waitFor();
    expect(await page.getByLabel('Image', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await page.goto('/admin/newsletter');
    await page.getByLabel('Newsletter PDF').setInputFiles({
      name: 'news.pdf',
      mimeType: 'application/pdf',
      buffer: await pngBytes(),
    });
    await page.getByRole('alert').getByText(messages.newsletterPdfType).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Not really a newsletter');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').getByText(messages.newsletterPdfType).waitFor();

    expect(posts.filter((path) => path.startsWith('/api/gallery/'))).toEqual([]);
    expect(posts.filter((path) => path.startsWith('/api/newsletter/'))).toEqual([]);
    expect(await countsOnServer(token)).toEqual(before);
    await context.close();
  });

  it('the server refuses the same files sent past the app, and an image 1 byte over 5 MB', async () => {
    const token = await rwaToken(app.server);
    const before = await countsOnServer(token);
    const galleryForm = (file: File) => {
      const form = new FormData();
      form.set('title', 'Sent with curl');
      form.set('category', 'events');
      form.set('file', file);
      return form;
    };

    const pdfAsPhoto = formFile(pdfBytes('Not a photo'), 'photo.png', 'image/png');
    expect(
      await postForm(app.server, 'gallery/gallery/upload', token, galleryForm(pdfAsPhoto)),
    ).toEqual({ status: 400, detail: messages.menuImageType });

    const newsletter = new FormData();
    newsletter.set('title', 'Sent with curl');
    newsletter.set('pdf', formFile(await pngBytes(), 'news.pdf', 'application/pdf'));
    expect(await postForm(app.server, 'newsletter/newsletters', token, newsletter)).toEqual({
      status: 400,
      detail: messages.newsletterPdfType,
    });

    // A PNG signature on 5 MB + 1 bytes: refused for its size, whatever follows the header.
    const oversize = new Uint8Array(5 * MB + 1);
    oversize.set(await pngBytes());
    const big = formFile(oversize, 'big.png', 'image/png');
    expect(await postForm(app.server, 'gallery/gallery/upload', token, galleryForm(big))).toEqual({
      status: 413,
      detail: messages.imageTooLarge,
    });

    expect(await countsOnServer(token)).toEqual(before);
  });
});

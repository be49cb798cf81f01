import { describe, expect, it } from 'vitest';
import { writeTextPdf } from '../../server/platform/demo/pdf-writer';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, signedIn } from './support/login';

const app = useServerAndBrowser();

describe('the Ask RWA assistant', () => {
  it('answers a resident from a PDF the RWA just uploaded, naming the document and page', async () => {
    const fileName = `Swimming pool notice ${Date.now()}.pdf`;
    const notice = writeTextPdf([
      { heading: 'Clubhouse news', lines: ['The library moves to the first floor in April.'] },
      {
        heading: 'Swimming pool',
        lines: [
          'The pool will be closed for re-tiling from 3 to 9 June.',
          '',
          'Lifeguards return on 10 June.',
        ],
      },
    ]);
    const rwa = await signedIn(app.browser, app.server, demo.rwa);
    await rwa.page.goto('/admin/chatbot');
    await rwa.page
      .getByLabel('PDF files')
      .setInputFiles([
        { name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(notice) },
      ]);
    await rwa.page.getByRole('button', { name: 'Upload' }).click();
    await rwa.page.getByText('1 file uploaded').waitFor({ timeout: 20_000 });
    await rwa.page.getByRole('list', { name: 'Assistant documents' }).getByText(fileName).waitFor();
    await rwa.context.close();

    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident);
    await page.goto('/ask-rwa');
    const chat = page.getByRole('log', { name: 'Conversation with the RWA assistant' });
    await page.getByLabel('Your question').fill('When is the pool closed for re-tiling?');
    await page.getByRole('button', { name: 'Send' }).click();
    await chat.getByText('The pool will be closed for re-tiling from 3 to 9 June.').waitFor({
      timeout: 20_000,
    });
    await chat.getByText(`${fileName} (page 2)`).waitFor();

    // The demo rule book answers out of the box too.
    await page.getByLabel('Your question').fill('What are the quiet hours?');
    await page.getByRole('button', { name: 'Send' }).click();
    await chat.getByText(/Quiet hours are from 10:00 PM to 7:00 AM/).waitFor({ timeout: 20_000 });
    await chat.getByText('Gatehouse Society Rules.pdf (page 7)').waitFor();
    expect(await chat.getByText('Referenced documents:').count()).toBe(2);
    await context.close();
  });
});

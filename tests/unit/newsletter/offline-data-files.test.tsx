import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import OfflineDataPage from '../../../src/features/offline-data/offline-data-page';
import { db } from '../../../src/offline/db';
import { saveFile } from '../../../src/offline/files';
import { renderPage } from '../golf-cart-support';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('Offline data panel: kept PDFs', () => {
  it('lists each kept PDF with its title and size, and the total', async () => {
    await saveFile(
      'newsletter:2',
      new ArrayBuffer(1_258_291),
      'application/pdf',
      Date.now(),
      'March News',
    );
    await saveFile(
      'newsletter:1',
      new ArrayBuffer(307_200),
      'application/pdf',
      Date.now() - 1000,
      'February News',
    );
    const app = renderPage('/offline-data', OfflineDataPage);
    const files = within(await app.screen.findByRole('list', { name: 'Saved files' }));
    const [first, second] = files.getAllByRole('listitem');
    expect(within(first!).getByText('Newsletter: March News')).toBeTruthy();
    expect(within(first!).getByText('1.2 MB')).toBeTruthy();
    expect(within(second!).getByText('Newsletter: February News')).toBeTruthy();
    expect(within(second!).getByText('300.0 KB')).toBeTruthy();
    expect(app.screen.getByText('Saved files take 1.5 MB in total.')).toBeTruthy();
  });

  it('lists nothing when no PDF is kept', async () => {
    const app = renderPage('/offline-data', OfflineDataPage);
    expect(await app.screen.findByText('Saved files: 0')).toBeTruthy();
    expect(app.screen.queryByRole('list', { name: 'Saved files' })).toBeNull();
  });
});

/**
 * The demo apartments' private papers: each resident's apartment has its maintenance invoice,
 * and A101 also its parking allotment, so each demo resident sees only their own.
 */
import type { Kysely } from 'kysely';
import type { FileStore } from '../../platform/files/file-store';
import { writeTextPdf } from '../../platform/demo/pdf-writer';
import { storeUpload } from '../../platform/files/uploads';
import type { Database } from '../../platform/db/schema';

const DAY = 86_400_000;

function invoice(apartment: string, resident: string) {
  return {
    apartment,
    fileName: `Maintenance invoice ${apartment}.pdf`,
    pages: [
      {
        heading: `Maintenance invoice - Apartment ${apartment}`,
        lines: [
          `Resident: ${resident}`,
          '',
          'Quarterly maintenance charges            Rs. 9,450',
          'Sinking fund                             Rs. 1,200',
          'Clubhouse and amenities                  Rs.   900',
          '',
          'Total due                                Rs. 11,550',
          '',
          'Please pay by the 10th of the month at the estate office or by bank transfer.',
        ],
      },
    ],
  };
}

const demoDocuments = [
  invoice('A101', 'Arjun Sharma'),
  {
    apartment: 'A101',
    fileName: 'Parking allotment A101.pdf',
    pages: [
      {
        heading: 'Parking allotment - Apartment A101',
        lines: [
          'Covered parking slot B1-014 (basement 1) is allotted to apartment A101.',
          'Vehicle: KA-01-AB-1234. Sticker to be displayed on the windscreen.',
        ],
      },
    ],
  },
  invoice('B202', 'Priya Nair'),
  invoice('C303', 'Rahul Verma'),
];

export async function seedDocuments(
  db: Kysely<Database>,
  privateFiles: FileStore,
  now: Date,
): Promise<void> {
  for (const [i, document] of demoDocuments.entries()) {
    const stored = await storeUpload(privateFiles, {
      bytes: writeTextPdf(document.pages, document.fileName),
      kind: 'application/pdf',
    });
    await db
      .insertInto('apartment_documents')
      .values({
        apartment_number: document.apartment,
        file_name: document.fileName,
        storage_name: stored.fileName,
        size_bytes: stored.sizeBytes,
        uploaded_by: '9000000001',
        uploaded_at: new Date(now.getTime() - (i + 1) * 3 * DAY),
      })
      .execute();
  }
}

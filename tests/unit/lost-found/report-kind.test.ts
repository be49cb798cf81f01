// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import {
  LOST_FOUND_REPORT_KIND,
  lostFoundReportKind,
  registerOutboxKinds,
  type LostFoundReportPayload,
} from '../../../src/offline/kinds';
import { enqueue } from '../../../src/offline/outbox';
import { buildOutboxRequest } from '../../../src/offline/outbox-request';

const report: LostFoundReportPayload = {
  type: 'found',
  title: 'Car keys',
  description: 'Toyota key with a red tag',
  date: '2025-03-09',
  location: 'Tower B lobby',
  category: 'Keys',
  contactName: 'Asha Rao',
  contactPhone: '9000000002',
};

beforeEach(async () => {
  await db.outbox.clear();
  registerOutboxKinds();
});

describe('lostFoundReport outbox kind', () => {
  it('is sent as the multipart create call with the item as JSON and no status', async () => {
    expect(lostFoundReportKind.kind).toBe(LOST_FOUND_REPORT_KIND);
    expect(lostFoundReportKind.endpoint.path).toBe('lostandfound/items');
    expect(lostFoundReportKind.toRequest(report)).toEqual({
      multipart: { item: JSON.stringify(report) },
    });
    const id = await enqueue(LOST_FOUND_REPORT_KIND, report, { userId: '9000000002' });
    const record = await db.outbox.get(id);
    const request = buildOutboxRequest(record!, lostFoundReportKind, report, 'token');
    // Without a photo it is still multipart: the server reads the item from the `item` field.
    expect([...(request.body as FormData).keys()]).toEqual(['item']);
    expect(request.headers['Idempotency-Key']).toBe(id);
  });

  it("keeps a refused report with the server's reason, or 'Failed to report item' without one", async () => {
    const keys = await enqueue(LOST_FOUND_REPORT_KIND, report, { userId: '9000000002' });
    const wallet = await enqueue(
      LOST_FOUND_REPORT_KIND,
      { ...report, title: 'Wallet' },
      { userId: '9000000002' },
    );
    await drainOutbox({
      transport: async (request) => ({
        status: 400,
        // The server explains the first; the second gets no reason at all.
        body: request.headers['Idempotency-Key'] === keys ? { detail: 'Photo unreadable' } : {},
        headers: { get: () => null },
      }),
      getToken: () => 'token',
    });
    expect(await db.outbox.get(keys)).toMatchObject({
      status: 'rejected',
      lastError: 'Photo unreadable',
    });
    expect(await db.outbox.get(wallet)).toMatchObject({
      status: 'rejected',
      lastError: 'Failed to report item',
    });
  });
});

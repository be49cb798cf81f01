/** Tenders (SPEC.md §2 /tenders and /admin/tenders, §3 Tender, §5 Tender rules, §8, §9 defaults). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { byId, isoDate } from './fields';
import { messages } from './messages';

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

/** What the RWA fills in; the same schema checks the admin form and the server body. */
export const tenderInput = z
  .strictObject({
    name: required('Name'),
    description: required('Description'),
    collectionDate: isoDate('Collection date'),
    returnDate: isoDate('Return date'),
    cost: z.strictObject({
      amount: z
        .number({ error: messages.tenderAmountRequired })
        .min(1, messages.tenderAmountRequired),
      gstPercentage: z
        .number({ error: messages.tenderGstRequired })
        .min(0, messages.tenderGstRequired)
        .max(100, messages.tenderGstTooHigh),
    }),
    location: required('Location'),
    contact: required('Contact'),
  })
  .refine((tender) => tender.returnDate >= tender.collectionDate, {
    message: messages.tenderReturnBeforeCollection,
    path: ['returnDate'],
  });
export type TenderInput = z.infer<typeof tenderInput>;

export const tender = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  collectionDate: z.string(),
  returnDate: z.string(),
  cost: z.object({ amount: z.number(), gstPercentage: z.number() }),
  location: z.string(),
  contact: z.string(),
});
export type Tender = z.infer<typeof tender>;

/** SPEC.md §9: GST 18 percent, cost 0. */
export const tenderDefaults = { amount: 0, gstPercentage: 18 } as const;

export const listTenders = defineEndpoint({
  method: 'GET',
  path: 'tenders/tenders',
  access: 'public',
  response: z.array(tender),
  failure: messages.tendersFetchFailed,
});

export const createTender = defineEndpoint({
  method: 'POST',
  path: 'tenders/tenders',
  access: 'rwa',
  body: tenderInput,
  response: tender,
  failure: messages.tenderCreateFailed,
});

export const updateTender = defineEndpoint({
  method: 'PUT',
  path: 'tenders/tenders/:id',
  access: 'rwa',
  params: byId,
  body: tenderInput,
  response: tender,
  failure: messages.tenderUpdateFailed,
});

export const deleteTender = defineEndpoint({
  method: 'DELETE',
  path: 'tenders/tenders/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.tenderDeleteFailed,
});

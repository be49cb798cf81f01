/** Gives the assistant the demo society rules on first start (seed-society-rules.ts). */
import type { Kysely } from 'kysely';
import { parseAssistantPdf, storeAssistantPdf } from './ingest';
import { writeTextPdf } from '../../platform/demo/pdf-writer';
import type { Database } from '../../platform/db/schema';
import { SOCIETY_RULES_FILE, SOCIETY_RULES_TITLE, societyRules } from './seed-society-rules';

export async function seedAssistant(db: Kysely<Database>, now: Date): Promise<void> {
  const pdf = await parseAssistantPdf({
    fileName: SOCIETY_RULES_FILE,
    bytes: writeTextPdf(societyRules, SOCIETY_RULES_TITLE),
  });
  await storeAssistantPdf(db, pdf, '9000000001', now);
}

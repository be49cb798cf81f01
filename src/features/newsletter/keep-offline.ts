/**
 * "Keep offline" for newsletters: which PDFs live on this phone. A resident's own choices are
 * kept in Dexie `meta`; without one, only the latest newsletter is kept (so storage stays about
 * one PDF unless the resident asks for more). The bytes live in Dexie `files`.
 */
import type { Newsletter } from '../../../contract/content/newsletters';
import { deleteFile, syncSavedFiles } from '../../offline/files';
import { readMeta, writeMeta } from '../../offline/meta';

const CHOICES_KEY = 'newsletterKeepOffline';
const FILE_PREFIX = 'newsletter:';

export type KeepChoices = Record<string, boolean>;

export function newsletterFileKey(id: string): string {
  return `${FILE_PREFIX}${id}`;
}

export async function readKeepChoices(): Promise<KeepChoices> {
  const value = await readMeta(CHOICES_KEY);
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
}

/** Records the resident's choice; turning it off frees the room at once. */
export async function setKeepChoice(id: string, keep: boolean): Promise<void> {
  await writeMeta(CHOICES_KEY, { ...(await readKeepChoices()), [id]: keep });
  if (!keep) await deleteFile(newsletterFileKey(id));
}

/** The newest by upload date; on a tie, the one the server listed first. */
export function latestNewsletterId(items: readonly Newsletter[]): string | undefined {
  let latest: Newsletter | undefined;
  for (const item of items) {
    if (!latest || timeOf(item) > timeOf(latest)) latest = item;
  }
  return latest?.id;
}

export function isKept(id: string, choices: KeepChoices, latestId: string | undefined): boolean {
  return choices[id] ?? id === latestId;
}

export interface SyncOptions {
  online: boolean;
  download: (id: string) => Promise<ArrayBuffer>;
  now?: () => number;
}

/**
 * Brings the saved PDFs in line with the list and the choices: kept ones are downloaded (when
 * online), the rest and those gone from the list are deleted. Answers the ids that failed.
 */
export async function syncKeptNewsletters(
  items: readonly Newsletter[],
  { online, download, now = Date.now }: SyncOptions,
): Promise<string[]> {
  const choices = await readKeepChoices();
  const latestId = latestNewsletterId(items);
  // A choice about a newsletter the RWA deleted means nothing any more.
  const listed = new Set(items.map((item) => item.id));
  if (Object.keys(choices).some((id) => !listed.has(id))) {
    await writeMeta(
      CHOICES_KEY,
      Object.fromEntries(Object.entries(choices).filter(([id]) => listed.has(id))),
    );
  }
  return syncSavedFiles({
    prefix: FILE_PREFIX,
    wanted: new Map(
      items
        .filter((item) => isKept(item.id, choices, latestId))
        .map((item) => [item.id, item.title]),
    ),
    online,
    download,
    stillWanted: async (id) => isKept(id, await readKeepChoices(), latestId),
    now,
  });
}

function timeOf(item: Newsletter): number {
  const time = Date.parse(item.upload_date);
  return Number.isNaN(time) ? -Infinity : time;
}

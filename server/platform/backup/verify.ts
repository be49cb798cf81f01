/**
 * Restore's first step: the whole set checked against its manifest, before anything is changed.
 * A missing manifest, a missing or extra file, a size or a checksum that differs: refused with
 * a sentence naming the first bad file.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadBackupError } from './errors';
import { MANIFEST, digestOf, manifestSchema, setFiles } from './manifest';
import type { Manifest } from './manifest';

const refuse = (dir: string, problem: string): BadBackupError =>
  new BadBackupError(`The backup set ${dir} ${problem}. Nothing was restored.`);

async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST), 'utf8');
  } catch {
    throw refuse(dir, `has no ${MANIFEST}: it is incomplete (a backup cut short?) or not a set`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse(dir, `has a damaged ${MANIFEST} (not JSON)`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw refuse(dir, `has a ${MANIFEST} this version of Gatehouse cannot read`);
  }
  return manifest.data;
}

/** The manifest of a sound set; throws BadBackupError otherwise. */
export async function verifySet(dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const present = new Set(await setFiles(dir).catch(() => []));
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of manifest.files) {
    if (!present.has(file.path)) throw refuse(dir, `is missing ${file.path}`);
    const actual = await digestOf(join(dir, file.path));
    if (actual.size !== file.size) {
      throw refuse(dir, `is damaged: ${file.path} has ${actual.size} bytes, not ${file.size}`);
    }
    if (actual.sha256 !== file.sha256) {
      throw refuse(dir, `is damaged: ${file.path} does not match its checksum`);
    }
  }
  const extra = [...present].find((path) => !listed.has(path));
  if (extra) throw refuse(dir, `holds ${extra}, which its manifest does not list`);
  return manifest;
}

/** Where a newsletter's PDF comes from: the copy on this phone first, else the server. */
import { downloadNewsletter } from '../../../contract/content/newsletters';
import { fetchFile } from '../../api/client';
import { getFile } from '../../offline/files';
import { newsletterFileKey } from './keep-offline';

export async function downloadNewsletterBytes(id: string): Promise<ArrayBuffer> {
  return (await fetchFile(downloadNewsletter, { params: { id } })).bytes;
}

export async function newsletterBytes(id: string): Promise<ArrayBuffer> {
  const saved = await getFile(newsletterFileKey(id));
  return saved ? saved.bytes : downloadNewsletterBytes(id);
}

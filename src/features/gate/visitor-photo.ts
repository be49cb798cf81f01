/**
 * A visitor's photo from the phone's camera, made small before it is kept and sent: a 12 MP
 * picture is several megabytes (past the server's 5 MB) and slow on a booth's network, while a
 * face needs far fewer pixels. Where the browser cannot redraw it, the photo goes as taken and
 * the usual checks (JPEG or PNG, 5 MB) apply.
 */
import { messages } from '../../../contract/messages';
import { recordWalkIn } from '../../../contract/gate-desk';
import { checkFile, type FileRules } from '../../ui/file-field';

const MAX_SIDE = 1280;
const JPEG_QUALITY = 0.8;

export const photoRules: FileRules = {
  rule: 'image',
  wrongType: recordWalkIn.upload.wrongType,
  missing: messages.walkInFailed,
};

async function redraw(file: File): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', JPEG_QUALITY),
  );
}

/** The photo to send, or the reason it cannot be. */
export async function preparePhoto(file: File): Promise<{ photo?: Blob; problem?: string }> {
  const small = await redraw(file).catch(() => undefined);
  if (small) return { photo: small };
  const problem = await checkFile(file, photoRules);
  return problem ? { problem } : { photo: file };
}

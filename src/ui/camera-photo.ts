/**
 * A photo from the phone's camera, made small before it is kept and sent: a 12 MP picture is
 * several megabytes (past the server's 5 MB) and slow on one bar of signal, while a face at the
 * gate or a leak under a sink needs far fewer pixels. Where the browser cannot redraw it (or it is
 * not a picture at all), the file goes as chosen and the usual checks (JPEG or PNG, 5 MB) judge it.
 */
import { checkFile, type FileRules } from './file-rules';

const MAX_SIDE = 1280;
const JPEG_QUALITY = 0.8;

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

/** The photo at most 1280 px on its longer side, as a JPEG; the file itself when that fails. */
export async function shrinkPhoto(file: File): Promise<File> {
  const small = await redraw(file).catch(() => undefined);
  if (!small || small.size >= file.size) return file;
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  return new File([small], name, { type: 'image/jpeg' });
}

/** The photo to send, or the reason it cannot be. */
export async function preparePhoto(
  file: File,
  rules: FileRules,
): Promise<{ photo?: File; problem?: string }> {
  const photo = await shrinkPhoto(file);
  const problem = await checkFile(photo, rules);
  return problem ? { problem } : { photo };
}

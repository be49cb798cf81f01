/**
 * How a pass reaches the visitor: the Web Share API with the QR as a PNG where the phone can
 * share files (WhatsApp then gets the picture and the text), the text alone where it cannot,
 * and the clipboard where there is no share sheet at all (most desktops).
 */
import { copyText } from '../../lib/copy-text';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareContent {
  title: string;
  text: string;
  /** The QR as a data URL, once drawn. */
  image?: string;
  fileName: string;
}

/** A data URL's bytes as a file, decoded here: no fetch of a data: URL (some CSPs refuse it). */
export function pngFile(dataUrl: string, fileName: string): File {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new File([bytes], fileName, { type: 'image/png' });
}

export async function sharePass(content: ShareContent): Promise<ShareOutcome> {
  const { title, text } = content;
  if (typeof navigator.share === 'function') {
    const file = content.image ? pngFile(content.image, content.fileName) : undefined;
    const withFile = file && navigator.canShare?.({ files: [file] });
    try {
      await navigator.share(withFile ? { title, text, files: [file] } : { title, text });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(text)) ? 'copied' : 'failed';
}

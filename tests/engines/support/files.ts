/**
 * Choosing a photo in a file field, the same in every engine: the bytes cross as base64 and
 * become a File in the page, handed to the input as a picker would (its `change` fires). Both
 * WebDriver flavours can upload from a path too, but only from a file on the browser's machine
 * and each in its own way; this is one path for both.
 */
import type { EngineDriver } from './driver';

export interface ChosenFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export async function chooseFile(page: EngineDriver, label: string, file: ChosenFile) {
  await page.waitFor({ label });
  const chosen = await page.evaluate(
    (wanted: string, name: string, type: string, base64: string) => {
      const input = [...document.querySelectorAll('input[type="file"]')].find((candidate) =>
        [...((candidate as HTMLInputElement).labels ?? [])].some(
          (element) => element.textContent?.trim() === wanted,
        ),
      ) as HTMLInputElement | undefined;
      if (!input) return false;
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    label,
    file.name,
    file.type,
    Buffer.from(file.bytes).toString('base64'),
  );
  if (!chosen) throw new Error(`No file field labelled "${label}"`);
  // No pause before Send: the form waits for a camera photo still being made small.
}

/** Hands bytes to the browser as a download named `fileName` (works offline: no request). */
export function saveBytes(bytes: ArrayBuffer, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not now: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A title as a file name: characters file systems refuse become spaces. */
export function pdfFileName(title: string): string {
  const clean = [...title]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${clean || 'document'}.pdf`;
}

import { MB } from '../../contract/platform/uploads';

/** '2.4 MB', or '640 KB' under a megabyte: what a file costs to upload or keep offline. */
export function formatSize(bytes: number): string {
  return bytes >= MB
    ? `${(bytes / MB).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

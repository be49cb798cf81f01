/**
 * What backup and restore refuse, with a sentence for the operator (the commands print these
 * without a stack trace; anything else is a fault and prints one).
 */
import { ConfigError } from '../config/config';
import { DataDirInUseError } from '../db/data-dir-lock';

/** The set is damaged, incomplete, or does not fit this configuration. */
export class BadBackupError extends Error {
  override name = 'BadBackupError';
}

/** The place to back up from or into is not fit: no database there, a folder not empty. */
export class BackupTargetError extends Error {
  override name = 'BackupTargetError';
}

/** The line a command prints for `error`: the sentence of a refusal, the stack of a fault. */
export function failureText(error: unknown, command: 'Backup' | 'Restore'): string {
  const refusals = [BadBackupError, BackupTargetError, ConfigError, DataDirInUseError];
  if (error instanceof Error && refusals.some((kind) => error instanceof kind)) {
    return `${error.message}\n`;
  }
  return `${command} failed: ${String(error instanceof Error ? error.stack : error)}\n`;
}

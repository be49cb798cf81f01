/**
 * The line above a filtered admin list: how many rows it shows, and the button that downloads
 * every row the same filters match as CSV (the audit trail, the visitor log). Online only; a
 * failed download says why under it.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { Banner } from './banner';
import { Button } from './button';
import styles from './csv-bar.module.css';

interface CsvBarProps<F> {
  /** The count line, read out when it changes. */
  status: ReactNode;
  label: string;
  /** Undefined while the filters hold something the server would refuse. */
  filters: F | undefined;
  online: boolean;
  download: (filters: F) => Promise<void>;
  /** What a failed download says when the server gave no reason. */
  failure: string;
}

export function CsvBar<F>({ status, label, filters, online, download, failure }: CsvBarProps<F>) {
  const csv = useMutation({ mutationFn: download });
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.status} role="status">
          {status}
        </p>
        <Button
          variant="secondary"
          busy={csv.isPending}
          disabled={!online || filters === undefined}
          onClick={() => filters !== undefined && csv.mutate(filters)}
        >
          {label}
        </Button>
      </div>
      {csv.isError && <Banner tone="error">{errorMessage(csv.error, failure)}</Banner>}
    </>
  );
}

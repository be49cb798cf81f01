/**
 * Sweeps stored files no row names (platform/files/file-sweep.ts) at start and every interval
 * (scheduled-job.ts). Off when the interval is 0 (tests call the sweep themselves).
 */
import type { StorageConfig } from '../config/storage';
import { sweepOrphanFiles } from './file-sweep';
import { minGapOf, scheduleJob } from '../jobs/scheduled-job';
import { shared } from '../http/shared';

export const fileSweepPlugin = shared<{ storage: StorageConfig }>(
  'gatehouse-file-sweep',
  async (app, { storage }) => {
    scheduleJob(app, {
      name: 'file sweep',
      intervalSeconds: storage.sweepIntervalSeconds,
      run: () =>
        sweepOrphanFiles(
          app.db,
          { files: app.files, privateFiles: app.privateFiles },
          {
            now: app.now(),
            graceSeconds: storage.sweepGraceSeconds,
            minGapSeconds: minGapOf(storage.sweepIntervalSeconds),
            log: app.log,
          },
        ),
      // A line only when it removed something: the console is where a newcomer reads OTP codes.
      ran: (outcome) => outcome.removed.files.length + outcome.removed.privateFiles.length > 0,
    });
  },
);

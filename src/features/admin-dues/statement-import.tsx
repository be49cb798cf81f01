/**
 * Bank statements (issue 33): import one (statement-import-form.tsx); the statement just
 * imported, or one opened from the statements imported before, follows with its rows, to
 * confirm its matches in one click and match the rest by hand.
 */
import { useState } from 'react';
import { StatementHistory } from './statement-history';
import { StatementImportForm } from './statement-import-form';
import { StatementRows } from './statement-rows';
import styles from './admin-dues.module.css';

interface Opened {
  id: string;
  /** Opened from the list below: focus goes to its rows, which appear above the button. */
  fromList: boolean;
}

export function StatementImportSection({ online }: { online: boolean }) {
  const [opened, setOpened] = useState<Opened>();

  return (
    <section aria-labelledby="dues-statement" className={styles.section}>
      <h2 id="dues-statement">Bank statement</h2>
      <StatementImportForm
        online={online}
        onImported={(id) => setOpened({ id, fromList: false })}
      />
      {opened && (
        <StatementRows key={opened.id} id={opened.id} online={online} focus={opened.fromList} />
      )}
      <StatementHistory
        openId={opened?.id ?? ''}
        onOpen={(id) => setOpened({ id, fromList: true })}
      />
    </section>
  );
}

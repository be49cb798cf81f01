import { useEffect, useRef } from 'react';
import { messages } from '../../contract/messages';
import { Banner } from './banner';
import styles from './members-only-notice.module.css';

/**
 * Why a resident cannot book sports, and what to do about it (SPEC.md §8's sentence, then the
 * office to call). Focused when it appears, so a press on a card far down the page scrolls to it.
 */
export function MembersOnlyNotice() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice}>
      <Banner tone="error">
        {messages.noSportsPermission} {messages.membersOnlyNextStep}
      </Banner>
    </div>
  );
}

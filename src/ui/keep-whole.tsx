/**
 * A sentence in which a number such as GH/R/2026-27/000012 is read whole, never broken at its
 * hyphen onto two lines. The sentence comes whole from the messages; the number is marked here.
 */
import { Fragment } from 'react';
import styles from './keep-whole.module.css';

export function KeepWhole({ text, whole }: { text: string; whole: string }) {
  if (!whole) return text;
  return text.split(whole).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span className={styles.whole}>{whole}</span>}
      {part}
    </Fragment>
  ));
}

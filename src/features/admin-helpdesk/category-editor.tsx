/**
 * The categories and their deadlines, editable by the office: a row per category (name, hours)
 * and one to add a category. A new deadline applies to complaints reported from now on; open
 * ones keep theirs (the contract's `updateHelpdeskCategory`).
 */
import { useQuery } from '@tanstack/react-query';
import type { HelpdeskCategory } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { helpdeskCategoriesQuery } from '../../api/helpdesk';
import { Banner } from '../../ui/banner';
import { useResult } from '../../ui/result-line';
import { CategoryForm } from './category-form';
import styles from './admin-helpdesk.module.css';

export const deadlineRule =
  'A changed deadline applies to complaints reported from now on; open ones keep theirs.';

interface CategoryEditorProps {
  online: boolean;
  offlineId: string;
}

export function CategoryEditor({ online, offlineId }: CategoryEditorProps) {
  const result = useResult();
  const onDone = result.tell;
  const categories = useQuery(helpdeskCategoriesQuery());
  const rows: readonly HelpdeskCategory[] = categories.data ?? [];
  const disabledReasonId = online ? undefined : offlineId;
  return (
    <section className={styles.section} aria-labelledby="helpdesk-categories-heading">
      <h2 id="helpdesk-categories-heading">Categories and deadlines</h2>
      <p className={styles.muted}>{deadlineRule} An urgent complaint gets half the hours.</p>
      {categories.isError && online && (
        <Banner tone="error">
          {errorMessage(categories.error, messages.categoriesFetchFailed)}
        </Banner>
      )}
      {result.line}
      <ul className={styles.categories} aria-label="Categories">
        {rows.map((category) => (
          <li key={category.id}>
            <CategoryForm category={category} disabledReasonId={disabledReasonId} onDone={onDone} />
          </li>
        ))}
        <li>
          <CategoryForm disabledReasonId={disabledReasonId} onDone={onDone} />
        </li>
      </ul>
    </section>
  );
}

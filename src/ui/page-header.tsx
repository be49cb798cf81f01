import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Button } from './button';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Where Back goes; without it Back is one step back in history. */
  backTo?: string;
  backLabel?: string;
  /** Extra controls at the end of the header (Logout on admin pages). */
  actions?: ReactNode;
}

/** The heading of a page, with the Back button every inner page offers (SPEC.md §2). */
export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel = 'Back',
  actions,
}: PageHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();

  const goBack = () => {
    if (backTo) navigate(backTo);
    // 'default' is the page the app was opened on: there is nothing of ours to go back to.
    else if (location.key === 'default') navigate(paths.home);
    else navigate(-1);
  };

  return (
    <div className={styles.header}>
      <Button variant="secondary" onClick={goBack}>
        <span aria-hidden="true">←</span> {backLabel}
      </Button>
      <div className={styles.titles}>
        <h1>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

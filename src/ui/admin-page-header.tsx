import type { ReactNode } from 'react';
import { paths } from '../lib/paths';
import { PageHeader } from './page-header';

interface AdminPageHeaderProps {
  title: string;
  subtitle?: ReactNode;
}

/**
 * Every admin page opens with Back to Dashboard (SPEC.md §2). Its Logout is the admin bar's,
 * on every page the RWA sees: a second one here put two Logout buttons on one phone screen.
 */
export function AdminPageHeader({ title, subtitle }: AdminPageHeaderProps) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      backTo={paths.admin.dashboard}
      backLabel="Back to Dashboard"
    />
  );
}

import type { ReactNode } from 'react';
import { useLogout } from '../api/use-logout';
import { paths } from '../lib/paths';
import { Button } from './button';
import { PageHeader } from './page-header';

interface AdminPageHeaderProps {
  title: string;
  subtitle?: ReactNode;
}

/** Every admin page opens with Back to Dashboard and Logout (SPEC.md §2). */
export function AdminPageHeader({ title, subtitle }: AdminPageHeaderProps) {
  const logout = useLogout();
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      backTo={paths.admin.dashboard}
      backLabel="Back to Dashboard"
      actions={
        <Button variant="secondary" onClick={logout}>
          Logout
        </Button>
      }
    />
  );
}

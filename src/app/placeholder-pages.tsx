/** Pages whose features arrive in later issues: a header, a Back button and "Coming soon". */
import type { ComponentType } from 'react';
import { AdminComingSoonPage } from '../features/admin/admin-coming-soon-page';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page';

export function comingSoon(title: string): ComponentType {
  return function Placeholder() {
    return <ComingSoonPage title={title} />;
  };
}

export function adminComingSoon(title: string): ComponentType {
  return function AdminPlaceholder() {
    return <AdminComingSoonPage title={title} />;
  };
}

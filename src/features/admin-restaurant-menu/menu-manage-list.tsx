import { useState } from 'react';
import type { Menu } from '../../../contract/menus';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { apiUrl } from '../../api/client';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { showPlaceholder } from '../../ui/image-fallback';
import { Spinner } from '../../ui/spinner';
import { formatUploadDate, menuTypeLabel } from './menu-format';
import { useAdminMenus, useDeleteMenu } from './use-admin-menus';
import styles from './admin-restaurant-menu.module.css';

/** Manage Menus: every menu with its thumbnail, type and date; Delete after a confirmation. */
export function MenuManageList(props: { online: boolean; onDeleted: (menu: Menu) => void }) {
  const { online, onDeleted } = props;
  const menus = useAdminMenus();
  const remove = useDeleteMenu();
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const [deleteError, setDeleteError] = useState<string>();

  const confirmDelete = () => {
    if (!deleting) return;
    const menu = deleting;
    remove.mutate(menu.menu_id, {
      onSuccess: () => onDeleted(menu),
      onError: (error) =>
        setDeleteError(isApiError(error) ? error.message : messages.menuDeleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const list = menus.data?.menus;
  return (
    <section aria-label="Menus">
      {deleteError && <Banner tone="error">{deleteError}</Banner>}
      {!list ? (
        menus.isError ? (
          <Banner tone="error">{messages.menusLoadFailed}</Banner>
        ) : (
          menus.isPending && online && <Spinner label="Loading menus…" />
        )
      ) : list.length === 0 ? (
        <p>No menus yet.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((menu) => (
            <li key={menu.menu_id} className={styles.row}>
              <img
                className={styles.thumb}
                src={apiUrl(menu.thumbnail_url)}
                alt=""
                loading="lazy"
                onError={showPlaceholder}
              />
              <div className={styles.rowText}>
                <p>
                  <strong>{menu.menu_name}</strong>
                </p>
                <p className={styles.muted}>
                  {menuTypeLabel(menu.menu_type)} · Uploaded {formatUploadDate(menu.upload_date)}
                </p>
              </div>
              <Button
                variant="danger"
                aria-label={`Delete ${menu.menu_name}`}
                disabled={!online}
                onClick={() => {
                  setDeleteError(undefined);
                  setDeleting(menu);
                }}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete menu?"
        message={
          <p>“{deleting?.menu_name}” will be deleted for everyone. This action cannot be undone.</p>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

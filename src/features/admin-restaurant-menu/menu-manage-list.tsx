import type { Menu } from '../../../contract/content/menus';
import { messages } from '../../../contract/messages';
import { apiUrl } from '../../api/client';
import { JustAdded } from '../../ui/just-added';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { showPlaceholder } from '../../ui/image-fallback';
import { Spinner } from '../../ui/spinner';
import { menuTypeLabel } from './menu-format';
import { useAdminMenus, useDeleteMenu } from './use-admin-menus';
import styles from './admin-restaurant-menu.module.css';
import listStyles from '../../ui/admin-list.module.css';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { formatDay } from '../../lib/format-date';

/** Manage Menus: every menu with its thumbnail, type and date; Delete after a confirmation. */
export function MenuManageList(props: { online: boolean; onDeleted: (menu: Menu) => void }) {
  const { online, onDeleted } = props;
  const menus = useAdminMenus();
  const remove = useDeleteMenu();

  const deletion = useConfirmedDelete<Menu>({
    title: 'Delete menu?',
    describe: (item) => <>“{item.menu_name}” will be deleted for everyone.</>,
    remove: (item) => remove.mutateAsync(item.menu_id),
    failure: messages.menuDeleteFailed,
    onDeleted,
  });

  const list = menus.data?.menus;
  return (
    <section aria-label="Menus">
      {deletion.errorBanner}
      {!list ? (
        menus.isError ? (
          <Banner tone="error">{messages.menusLoadFailed}</Banner>
        ) : (
          menus.isPending && online && <Spinner label="Loading menus…" />
        )
      ) : list.length === 0 ? (
        <p>No menus yet.</p>
      ) : (
        <ul className={listStyles.list}>
          {list.map((menu) => (
            <li key={menu.menu_id} className={listStyles.row}>
              <img
                className={styles.thumb}
                src={apiUrl(menu.thumbnail_url)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                onError={showPlaceholder}
              />
              <div className={listStyles.rowText}>
                <p>
                  <strong>{menu.menu_name}</strong> <JustAdded itemKey={menu.menu_id} />
                </p>
                <p className={listStyles.muted}>
                  {menuTypeLabel(menu.menu_type)} · Uploaded {formatDay(menu.upload_date)}
                </p>
              </div>
              <Button
                variant="danger"
                aria-label={`Delete ${menu.menu_name}`}
                disabled={!online}
                onClick={() => deletion.ask(menu)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {deletion.dialog}
    </section>
  );
}

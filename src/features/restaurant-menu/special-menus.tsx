import type { Menu } from '../../../contract/content/menus';
import { apiUrl } from '../../api/client';
import { showPlaceholder } from '../../ui/image-fallback';
import styles from './restaurant-menu.module.css';

export const noSpecials = 'No special menus right now.';

/** The special menus as a list: thumbnail, name and description; a tap opens the full image. */
export function SpecialMenus({
  menus,
  onOpen,
}: {
  menus: readonly Menu[];
  onOpen: (index: number) => void;
}) {
  return (
    <section aria-labelledby="special-menus" className={styles.specials}>
      <h2 id="special-menus">Special Menus</h2>
      {menus.length === 0 ? (
        <p>{noSpecials}</p>
      ) : (
        <ul className={styles.list}>
          {menus.map((menu, index) => (
            <li key={menu.menu_id}>
              <button type="button" className={styles.special} onClick={() => onOpen(index)}>
                <img
                  className={styles.thumbnail}
                  src={apiUrl(menu.thumbnail_url)}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  onError={showPlaceholder}
                />
                <span className={styles.text}>
                  <span className={styles.name}>{menu.menu_name}</span>
                  <span className={styles.description}>{menu.menu_description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /restaurant-menu (SPEC.md §2): the Regular Menu (the first menu of type default) in full,
 * then the specials. Tapping any menu opens it full size in a zoomable lightbox: on a phone the
 * card is shown 328 px wide and its prices are 9 px. The list is a cached collection and the
 * service worker keeps every image once seen, so a menu read once reads offline.
 */
import { useState } from 'react';
import type { Menu } from '../../../contract/content/menus';
import { messages } from '../../../contract/messages';
import { apiUrl } from '../../api/client';
import { freshnessLabel } from '../../offline/collections';
import { useCollection } from '../../offline/use-collection';
import { showPlaceholder } from '../../ui/image-fallback';
import { Lightbox } from '../../ui/lightbox';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { fetchMenus, menusCollection } from './menus-collection';
import { SpecialMenus } from './special-menus';
import { useNow } from '../../lib/use-now';
import styles from './restaurant-menu.module.css';

export const noMenus = 'No menu has been published yet.';

export default function RestaurantMenuPage() {
  const menus = useCollection(menusCollection, { fetcher: fetchMenus });
  const [shown, setShown] = useState<number | null>(null);
  const now = useNow();
  const saved = menus.refreshedAt !== undefined;
  const regular = menus.items.find((menu) => menu.menu_type === 'default');
  const specials = menus.items.filter((menu) => menu.menu_type === 'special');
  // The lightbox pages through the menus in the order the page shows them.
  const shownMenus = regular ? [regular, ...specials] : specials;
  const firstSpecial = shownMenus.length - specials.length;

  let body;
  if (!saved && menus.error && !menus.isRefreshing) {
    body = (
      <p role="alert" className={styles.error}>
        {messages.restaurantMenusLoadFailed}
      </p>
    );
  } else if (!saved) {
    body = <Spinner label="Loading menus…" />;
  } else if (!regular && specials.length === 0) {
    body = <p>{noMenus}</p>;
  } else {
    body = (
      <>
        {regular && <RegularMenu menu={regular} onOpen={() => setShown(0)} />}
        <SpecialMenus menus={specials} onOpen={(index) => setShown(firstSpecial + index)} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Restaurant Menu" />
      {saved && (
        <p className={styles.freshness}>
          {freshnessLabel(menus.refreshedAt, now, !menus.isOffline)}
        </p>
      )}
      {body}
      {shown !== null && shownMenus.length > 0 && (
        <Lightbox
          label="Menus"
          zoomable
          items={shownMenus.map((menu) => ({
            src: apiUrl(menu.url),
            alt: menu.menu_name,
            caption: menu.menu_name,
          }))}
          index={Math.min(shown, shownMenus.length - 1)}
          onIndexChange={setShown}
          onClose={() => setShown(null)}
        />
      )}
    </>
  );
}

function RegularMenu({ menu, onOpen }: { menu: Menu; onOpen: () => void }) {
  return (
    <section aria-labelledby="regular-menu" className={styles.regular}>
      <h2 id="regular-menu">Regular Menu</h2>
      <h3 className={styles.name}>{menu.menu_name}</h3>
      <p className={styles.description}>{menu.menu_description}</p>
      <button
        type="button"
        className={styles.openFull}
        aria-label={`Open ${menu.menu_name} full size`}
        onClick={onOpen}
      >
        <img
          className={styles.fullImage}
          src={apiUrl(menu.url)}
          alt={menu.menu_name}
          // Holds its place while loading, so the specials below do not jump.
          width={menu.width || undefined}
          height={menu.height || undefined}
          onError={showPlaceholder}
        />
        <span className={styles.zoomHint} aria-hidden="true">
          Full size
        </span>
      </button>
    </section>
  );
}

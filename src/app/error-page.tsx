import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../ui/button';
import { documentTitle } from './route-handle';
import styles from './pages.module.css';

/** The router's error element (SPEC.md §8: 'Unexpected Application Error!'). */
export function ErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    document.title = documentTitle('Error');
    // Kept in the console for whoever debugs on the device; the page itself stays plain.
    console.error(error);
  }, [error]);

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <section className={styles.centered}>
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Reloading usually fixes it.</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        {/* A plain link: the router itself may be what broke. */}
        <a href="/">Go to the home page</a>
      </div>
    </section>
  );
}

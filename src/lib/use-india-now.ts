/**
 * The estate's clock as a hook: India's date and HH:MM, whatever zone the phone is set to,
 * updated at each minute boundary and when the tab comes back into view (background tabs
 * throttle timers), so a page left open drops a slot once its cutoff passes.
 */
import { useEffect, useState } from 'react';
import { inIndia, type IndiaMoment } from '../../contract/platform/india-time';

export function useIndiaNow(): IndiaMoment {
  const [now, setNow] = useState(() => inIndia(new Date()));
  useEffect(() => {
    const update = () =>
      setNow((previous) => {
        const next = inIndia(new Date());
        return next.date === previous.date && next.time === previous.time ? previous : next;
      });
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          update();
          schedule();
        },
        60_000 - (Date.now() % 60_000),
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') update();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}

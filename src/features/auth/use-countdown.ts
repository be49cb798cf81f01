import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a wait that ticks down once a second; start(n) begins a new one. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(0);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const start = useCallback((seconds: number) => {
    const started = Date.now();
    setNow(started);
    setEndsAt(started + seconds * 1000);
  }, []);
  return [left, start];
}

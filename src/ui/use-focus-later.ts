import { useEffect, useState } from 'react';

/**
 * Moves focus once the next render is on screen. A result (a result line, a changed card) is focused
 * after a dialog has closed and handed focus back to its opener, which it would otherwise undo,
 * and after the button that was pressed may have gone.
 */
export function useFocusLater(): (target: () => HTMLElement | null | undefined) => void {
  const [request, setRequest] = useState<{ target: () => HTMLElement | null | undefined }>();
  useEffect(() => {
    request?.target()?.focus();
  }, [request]);
  return (target) => setRequest({ target });
}

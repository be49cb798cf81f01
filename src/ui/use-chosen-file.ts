import { useRef, useState } from 'react';

interface Choice<T> {
  file?: T | undefined;
  problem?: string | undefined;
}

/**
 * The file a form will send, and what is wrong with it. A camera photo is made small and
 * checked after it is chosen; `settled` waits for that, so a tap on Send right after choosing
 * never leaves the photo behind (WebKit's tester did exactly that, issue 22).
 */
export function useChosenFile<T extends Blob = File>() {
  const [shown, setShown] = useState<Choice<T>>({});
  const latest = useRef<Choice<T>>({});
  const pending = useRef<Promise<unknown>>(Promise.resolve());
  return {
    file: shown.file,
    problem: shown.problem,
    choose: (file: T | undefined, problem: string | undefined) => {
      latest.current = { file, problem };
      setShown(latest.current);
    },
    /** Called when a choice starts being prepared; `ready` ends when `choose` has been told. */
    preparing: (ready: Promise<unknown>) => {
      pending.current = ready;
    },
    /** The choice once its preparation is over: what the form sends. */
    settled: async (): Promise<Choice<T>> => {
      await pending.current.catch(() => undefined);
      return latest.current;
    },
  };
}

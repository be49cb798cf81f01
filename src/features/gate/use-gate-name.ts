import { useState } from 'react';

const GATE_NAME_KEY = 'gatehouse-gate-name';
export const DEFAULT_GATE = 'Main gate';

function read(): string {
  try {
    return localStorage.getItem(GATE_NAME_KEY) ?? DEFAULT_GATE;
  } catch {
    return DEFAULT_GATE; // no storage (a locked-down private mode): the default serves
  }
}

/** Which gate this device stands at, remembered on the device (a tablet stays at its gate). */
export function useGateName(): [string, (name: string) => void] {
  const [gate, setGate] = useState(read);
  const change = (name: string) => {
    setGate(name);
    try {
      localStorage.setItem(GATE_NAME_KEY, name);
    } catch {
      // Not remembered; this visit still uses it.
    }
  };
  return [gate, change];
}

import type { ServiceIcon as IconName } from './services';

/** Line icons drawn inline (24×24, stroke only): no requests, sharp at any size, cached offline. */
const drawings: Record<IconName, string> = {
  sports: 'M14.5 3.5a6 6 0 1 1 0 8.5 6 6 0 0 1 0-8.5zM13 12l-8 8M4 19l1 1M11 5.5l6 6M9.5 8.5l6 6',
  banquet: 'M4 20h16M5 20v-7h14v7M5 16.5c2.3 1.2 4.7-1.2 7 0s4.7-1.2 7 0M12 13V9M12 5.5v.5',
  cart: 'M4 5h12l2 5v6H4zM4 10h14M9 5v5M7 19a2 2 0 1 0 0-.01M15 19a2 2 0 1 0 0-.01',
  concierge: 'M3 18h18M5 18a7 7 0 0 1 14 0M12 8V6M10 6h4',
  documents: 'M7 3h7l5 5v13H7zM14 3v5h5M10 12h6M10 15.5h6M10 19h4',
  newsletter:
    'M4 5h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2zM17 9h3v10a2 2 0 0 1-4 0M7 9h7M7 13h7M7 17h4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2',
  gallery: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5v.01',
  ask: 'M4 5h16v11H9l-5 4zM9.5 8.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.4M12 14.2v.01',
  lost: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 21 21',
  menu: 'M7 3v18M4.5 3v5a2.5 2.5 0 0 0 5 0V3M17 21V3c-2.5 1.5-3.5 4-3.5 7s1.5 4 3.5 4',
  requests: 'M8 4h8v3H8zM6 5.5H5v15h14v-15h-1M8.5 12l1.5 1.5 3-3M8.5 17h7',
  visitors: 'M10 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM3.5 20a6.5 6.5 0 0 1 13 0M18 8v6M15 11h6',
  // A wrench: something to fix.
  helpdesk:
    'M14.5 4a4.5 4.5 0 0 0-4.2 6.1L4 16.4 7.6 20l6.3-6.3A4.5 4.5 0 0 0 20 9.5l-2.8 2.8-3.5-3.5L16.5 6a4.5 4.5 0 0 0-2-2z',
  // A rupee sign: two bars, the bowl, and the stroke down to the right.
  dues: 'M7 5h10M7 9h10M10 5c4 0 4 8 0 8H7l7 7',
};

export function ServiceIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={drawings[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

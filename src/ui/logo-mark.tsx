/** The Gatehouse mark: a gate under a roof, drawn inline so it needs no request and works offline. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1f6f4a" />
      <path
        d="M6 14 16 6l10 8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M9 26V15m14 11V15M12 26v-8m4 8v-8m4 8v-8M9 18h14"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

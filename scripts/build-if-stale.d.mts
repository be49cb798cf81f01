export const distDir: string;
export function builtMarkerIn(dist: string): string;
export function isBuildStale(): boolean;
export function buildIfStale(): void;
export function buildServerIfStale(): void;

export const serverDistDir: string;
export const serverEntries: Record<string, string>;
export const serverSources: string[];
export function serverMarkerIn(outdir: string): string;
export const serverMain: string;
export const serverNodeFlags: string[];
export function buildServer(outdir?: string): void;

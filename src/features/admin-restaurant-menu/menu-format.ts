/** SPEC.md §3: `default` reads as the Regular Menu. */
export function menuTypeLabel(type: string): string {
  return type === 'default' ? 'Regular Menu' : 'Special';
}

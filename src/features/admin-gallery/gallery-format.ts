/** 'celebration' → 'Celebration': the stored categories are lowercase words. */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

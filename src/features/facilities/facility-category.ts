/** /facilities?category=sports|banquet (SPEC.md §2): the filter and the title it gives the page. */
export type FacilityCategory = 'all' | 'sports' | 'banquet';

export const facilityCategoryTitles: Record<FacilityCategory, string> = {
  all: 'All Facilities',
  sports: 'Sports Facilities',
  banquet: 'Banquet Hall',
};

export function facilityCategory(search: URLSearchParams): FacilityCategory {
  const category = search.get('category');
  return category === 'sports' || category === 'banquet' ? category : 'all';
}

/** The route's title (tab and history), the same words as the page's heading. */
export function facilitiesTitle(search: URLSearchParams): string {
  return facilityCategoryTitles[facilityCategory(search)];
}

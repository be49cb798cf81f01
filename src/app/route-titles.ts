/** Titles that depend on the query string (the rest are plain strings in the router). */
export function facilitiesTitle(search: URLSearchParams): string {
  switch (search.get('category')) {
    case 'sports':
      return 'Sports Facilities';
    case 'banquet':
      return 'Banquet Hall';
    default:
      return 'Facilities';
  }
}

export function loginTitle(search: URLSearchParams): string {
  return search.get('role')?.toUpperCase() === 'RWA' ? 'Admin Login' : 'Resident Login';
}

/** Titles that depend on the query string (the rest are plain strings in the router). */
export function loginTitle(search: URLSearchParams): string {
  return search.get('role')?.toUpperCase() === 'RWA' ? 'Admin Login' : 'Resident Login';
}

/** The notification loop's pages (issue 14). */
export const notificationTitles = {
  inbox: 'Notifications',
  settings: 'Notification Settings',
  notice: 'Notice',
} as const;

import { loginTitles, modeFromSearch } from '../features/auth/login-mode';

/** Titles that depend on the query string (the rest are plain strings in the router). */
export function loginTitle(search: URLSearchParams): string {
  return loginTitles[modeFromSearch(search)];
}

/** The notification loop's pages (issue 14). */
export const notificationTitles = {
  inbox: 'Notifications',
  settings: 'Notification Settings',
  notice: 'Notice',
} as const;

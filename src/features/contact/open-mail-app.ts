/** Hands a mailto: link to the browser, which opens the visitor's email app. Its own module so tests can stand in for it. */
export function openMailApp(href: string): void {
  window.location.href = href;
}

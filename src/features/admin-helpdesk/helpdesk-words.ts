/** Sentences the office's helpdesk pages share (kept apart so neither page loads the other). */
export const helpdeskOfflineMessage =
  "You're offline. The last copy shows; complaints can be worked when you're back online.";

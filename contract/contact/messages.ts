/** What Contact Us says, the same on the phone and from the server (issue 35). */
export const contactMessages = {
  contactNameRequired: 'Please enter your name.',
  contactEmailRequired: 'Please enter your email address.',
  contactEmailInvalid: 'Please enter a valid email address, like name@example.com.',
  contactMessageRequired: 'Please write your message.',
  contactSendFailed: 'Your message could not be sent. Please try again, or write to us by email.',
  /** The reply to a message that arrived. */
  contactReceived: 'Thank you. Your message has reached the estate office.',
  contactMessagesFetchFailed: 'The Contact Us messages could not be loaded. Please try again.',
  contactMessageNotFound:
    'This message is no longer here: it may have been removed after its time.',
  contactHandledRequired: 'Say { "handled": true } to mark a message handled.',
  contactHandleFailed: 'The message could not be marked handled. Please try again.',
  /** The office's result line after "Mark handled". */
  contactHandled: (name: string) => `Marked handled: the message from ${name}.`,
  tooManyContactMessages: (wait: string) =>
    `You have sent several messages in a short time. Please try again in ${wait}, or call the office.`,
} as const;

/** What Contact Us says, the same on the phone and from the server (issue 35). */
export const contactMessages = {
  contactNameRequired: 'Please enter your name.',
  contactEmailRequired: 'Please enter your email address.',
  contactEmailInvalid: 'Please enter a valid email address, like name@example.com.',
  contactMessageRequired: 'Please write your message.',
  contactSendFailed: 'Your message could not be sent. Please try again, or write to us by email.',
  /** The reply to a message that arrived. */
  contactReceived: 'Thank you. Your message has reached the estate office.',
  tooManyContactMessages: (wait: string) =>
    `You have sent several messages in a short time. Please try again in ${wait}, or call the office.`,
} as const;

/** Ask RWA's sentences (SPEC.md §8 where it gives them; issue 37's handover and thesaurus). */
import { contactDetails } from '../platform/estate';

export const assistantMessages = {
  assistantUploadFailed: 'Failed to upload documents',
  assistantUploadShort: 'Upload failed',
  assistantError: 'Sorry, I encountered an error while processing your request.',
  assistantPdfRequired: 'Please select at least one PDF file',
  assistantPdfOnly: 'Only PDF files are allowed',
  assistantQuestionRequired: 'Please type a question',
  assistantNoText: 'has no text to read (is it a scanned image?)',
  assistantNoAnswer: `I couldn't find anything about that in the society's documents. Please call the RWA office on ${contactDetails.phone.display} (${contactDetails.officeHours}) or write to ${contactDetails.email}.`,
  assistantFileNotFound: 'File not found',
  assistantHandoverFailed: 'Failed to send your question to the RWA office',
  assistantHandedOver: 'Sent to the RWA office. Their reply will reach your inbox.',
  assistantUnansweredFailed: 'Failed to load the unanswered questions',
  assistantSynonymsFailed: 'Failed to save the words the assistant treats as the same',
  assistantSynonymsSaved: 'Saved. The assistant reads questions with these words from now on.',
  assistantSynonymInvalid: 'A word may have only letters, spaces and hyphens (at most 40)',
  assistantSynonymGroupSmall: 'Each group needs at least two words',
  assistantSynonymGroupLarge: 'A group may have at most 30 words',
  assistantSynonymGroupsMany: 'At most 200 groups',
  assistantNeedsConnection:
    'The assistant needs an internet connection. Connect to ask a question.',
} as const;

/**
 * The Ask RWA assistant (SPEC.md §2 /ask-rwa, /admin/chatbot, §3 AI answer, §7 Documents and
 * assistant, §8; DESIGN.md §6 Assistant): the RWA gives it PDFs, residents ask, the answer comes
 * from those PDFs only and names the files and pages it used.
 */
import { z } from 'zod';
import { byId, requiredText, textMax } from '../platform/fields';
import { defineEndpoint } from '../platform/endpoint';
import { messages } from '../messages';

export const assistantFile = z.object({
  id: z.string(),
  file_name: z.string(),
  pages: z.number(),
  passages: z.number(),
  size_bytes: z.number(),
  /** ISO instant. */
  uploaded_at: z.string(),
});
export type AssistantFile = z.infer<typeof assistantFile>;

export const MAX_ASSISTANT_FILES = 10;

/** Several PDFs in the field `files`; one with the name of a file already there replaces it. */
export const uploadAssistantPdfs = defineEndpoint({
  method: 'POST',
  path: 'qaAgent/upload-pdf/',
  access: 'rwa',
  bodyType: 'multipart',
  upload: {
    field: 'files',
    rule: 'pdf',
    missing: messages.assistantPdfRequired,
    wrongType: messages.assistantPdfOnly,
    maxFiles: MAX_ASSISTANT_FILES,
  },
  response: z.object({ message: z.string(), files: z.array(assistantFile) }),
  failure: messages.assistantUploadFailed,
  audit: { action: 'assistant_file.upload', target: 'assistant_file' },
});

export const MAX_QUESTION_CHARS = textMax.question;

export const assistantAnswer = z.object({
  response: z.string(),
  /** 'Society rules.pdf (page 3)': each file and page the answer was taken from. */
  referenced_files: z.array(z.string()),
});
export type AssistantAnswer = z.infer<typeof assistantAnswer>;

export const askAssistant = defineEndpoint({
  method: 'GET',
  path: 'qaAgent/search/',
  access: 'member',
  query: z.strictObject({
    q: requiredText('A question', 'question', messages.assistantQuestionRequired),
  }),
  response: assistantAnswer,
  failure: messages.assistantError,
});

/** The files the assistant answers from, for /admin/chatbot. */
export const listAssistantFiles = defineEndpoint({
  method: 'GET',
  path: 'qaAgent/files',
  access: 'rwa',
  response: z.array(assistantFile),
  failure: 'Failed to load the assistant’s documents',
});

export const deleteAssistantFile = defineEndpoint({
  method: 'DELETE',
  path: 'qaAgent/files/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: 'Failed to remove the document',
  audit: { action: 'assistant_file.delete', target: 'assistant_file' },
});

/** 'Society rules.pdf (page 3)' → its parts, for tests and the answer's links. */
export function referenceOf(reference: string): { file: string; page: number } | undefined {
  const match = /^(.*) \(page (\d+)\)$/.exec(reference);
  return match ? { file: match[1] ?? '', page: Number(match[2]) } : undefined;
}

export const referenceText = (file: string, page: number): string => `${file} (page ${page})`;

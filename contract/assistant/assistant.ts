/**
 * The Ask RWA assistant (SPEC.md §2 /ask-rwa, /admin/chatbot, §3 AI answer, §7 Documents and
 * assistant, §8; DESIGN.md §6 Assistant): the RWA gives it PDFs, residents ask, the answer comes
 * from those PDFs only and names the files and pages it used.
 */
import { z } from 'zod';
import { byId, freeText, requiredText, textMax } from '../platform/fields';
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
  created: 'always',
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
    /**
     * Not in SPEC.md, optional: this chat's earlier questions, one per line, newest last, so a
     * follow-up ("and for cats?") is read in their light. Callers that leave it out get
     * exactly the one-question answer.
     */
    context: freeText('Earlier questions', 'comment').optional(),
  }),
  response: assistantAnswer,
  failure: messages.assistantError,
});

/**
 * "This didn't answer my question": the question goes to the RWA office as a helpdesk ticket in
 * the "Ask RWA" category, and the office's reply reaches the asker's inbox. Sent through the
 * outbox, so it is idempotent.
 */
export const handOverQuestion = defineEndpoint({
  method: 'POST',
  path: 'qaAgent/handover',
  access: 'member',
  body: z.strictObject({
    question: requiredText('A question', 'question', messages.assistantQuestionRequired),
  }),
  created: 'always',
  response: z.object({ message: z.string(), ticket_id: z.string() }),
  idempotent: true,
  failure: messages.assistantHandoverFailed,
  audit: { action: 'assistant.handover', target: 'helpdesk_ticket' },
});

/** A question the assistant could not answer, grouped with its rewordings (asker not named). */
export const unansweredQuestion = z.object({
  /** The latest wording. */
  question: z.string(),
  times: z.number(),
  askers: z.number(),
  handed_over: z.number(),
  /** ISO instant. */
  last_asked_at: z.string(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestion>;

/** The most often unanswered questions first, so the RWA knows what to add to the rule book. */
export const listUnansweredQuestions = defineEndpoint({
  method: 'GET',
  path: 'qaAgent/unanswered',
  access: 'rwa',
  response: z.array(unansweredQuestion),
  failure: messages.assistantUnansweredFailed,
});

export const MAX_SYNONYM_GROUPS = 200;
export const MAX_SYNONYMS_PER_GROUP = 30;

const synonymTerm = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z -]{0,39}$/, messages.assistantSynonymInvalid);

/** The estate's thesaurus: each group is words that mean the same here ("guest, visitor"). */
export const synonymGroups = z.object({
  groups: z
    .array(
      z
        .array(synonymTerm)
        .min(2, messages.assistantSynonymGroupSmall)
        .max(MAX_SYNONYMS_PER_GROUP, messages.assistantSynonymGroupLarge),
    )
    .max(MAX_SYNONYM_GROUPS, messages.assistantSynonymGroupsMany),
});
export type SynonymGroups = z.infer<typeof synonymGroups>;

export const getAssistantSynonyms = defineEndpoint({
  method: 'GET',
  path: 'qaAgent/synonyms',
  access: 'rwa',
  response: synonymGroups,
  failure: messages.assistantSynonymsFailed,
});

/** Replaces the whole thesaurus; the assistant uses it for the next question. */
export const saveAssistantSynonyms = defineEndpoint({
  method: 'PUT',
  path: 'qaAgent/synonyms',
  access: 'rwa',
  body: z.strictObject({ groups: synonymGroups.shape.groups }),
  response: synonymGroups.extend({ message: z.string() }),
  failure: messages.assistantSynonymsFailed,
  audit: { action: 'assistant.synonyms', target: 'assistant_synonyms' },
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

/** The Ask RWA assistant's calls (SPEC.md §7 Documents and assistant; DESIGN.md §6 Assistant). */
import type { Selectable } from 'kysely';
import type { AssistantFile } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import type { AssistantFilesTable } from './tables';
import { HttpError } from '../../platform/http/http-error';
import {
  lexemesOf,
  parseAssistantPdf,
  rebuildWords,
  storeAssistantPdf,
  type ParsedPdf,
} from './ingest';
import { earlierQuestions } from './query';
import { readSynonyms, replaceSynonyms } from './synonyms';
import { llmAnswer } from './llm-answer';
import { recordUnanswered } from './unanswered';
import { rowId } from '../../platform/http/http-error';
import { documentFileName } from '../documents';
import { countQuestion } from '../../platform/http/rate-limited';
import type { HandlersFor } from '../../platform/http/handler';

type FileRow = Selectable<AssistantFilesTable> & { passages: number | string };

function toFile(row: FileRow): AssistantFile {
  return {
    id: String(row.id),
    file_name: row.file_name,
    pages: row.pages,
    passages: Number(row.passages),
    size_bytes: row.size_bytes,
    uploaded_at: row.uploaded_at.toISOString(),
  };
}

export const assistantHandlers: HandlersFor<
  | 'uploadAssistantPdfs'
  | 'askAssistant'
  | 'listAssistantFiles'
  | 'deleteAssistantFile'
  | 'getAssistantSynonyms'
  | 'saveAssistantSynonyms'
> = {
  async getAssistantSynonyms({ app }) {
    return { groups: await readSynonyms(app.db) };
  },

  async saveAssistantSynonyms({ app, body, user, transaction, audit }) {
    await transaction(async (tx) => {
      await replaceSynonyms(tx, body.groups, user.phone_number, app.now());
      audit({ targetId: 'thesaurus', summary: `${body.groups.length} groups of words` });
    });
    return { message: messages.assistantSynonymsSaved, groups: await readSynonyms(app.db) };
  },

  async uploadAssistantPdfs({ app, files, user, transaction, audit }) {
    // Every file is read before any is stored: one unreadable PDF changes nothing.
    const parsed: ParsedPdf[] = [];
    for (const file of files) {
      const fileName = documentFileName(file.name) ?? 'document.pdf';
      parsed.push(await parseAssistantPdf({ fileName, bytes: file.bytes }));
    }
    const now = app.now();
    const ids = await transaction(async (tx) => {
      const stored: number[] = [];
      for (const pdf of parsed)
        stored.push(await storeAssistantPdf(tx, pdf, user.phone_number, now));
      audit({ targetId: stored.join(',') });
      return stored;
    });
    return {
      message: `${parsed.length} ${parsed.length === 1 ? 'file' : 'files'} uploaded`,
      files: parsed.map((pdf, i) =>
        toFile({
          id: ids[i] ?? 0,
          file_name: pdf.fileName,
          pages: pdf.pages,
          passages: pdf.passages.length,
          size_bytes: pdf.bytes.length,
          uploaded_by: user.phone_number,
          uploaded_at: now,
        }),
      ),
    };
  },

  async askAssistant({ app, query, user }) {
    await countQuestion(app, user);
    const earlier = earlierQuestions(query.context);
    const { passages, ...extractive } = await app.answerQuestion(query.q, earlier);
    if (extractive.referenced_files.length === 0)
      await recordUnanswered(app.db, {
        question: query.q,
        askerPhone: user.phone_number,
        now: app.now(),
      });
    if (!app.config.llm || extractive.referenced_files.length === 0) return extractive;
    const written = await llmAnswer(
      app.config.llm,
      { question: query.q, earlier, passages },
      (texts) => lexemesOf(app.db, texts),
    );
    return written ?? extractive;
  },

  async listAssistantFiles({ app }) {
    const rows = await app.db
      .selectFrom('assistant_files')
      .selectAll('assistant_files')
      .select((eb) =>
        eb
          .selectFrom('assistant_passages')
          .whereRef('assistant_passages.file_id', '=', 'assistant_files.id')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .as('passages'),
      )
      .orderBy('file_name')
      .execute();
    return rows.map((row) => toFile({ ...row, passages: row.passages ?? 0 }));
  },

  async deleteAssistantFile({ params, transaction }) {
    await transaction(async (tx) => {
      const found = await tx
        .deleteFrom('assistant_files')
        .where('id', '=', rowId(params.id, messages.assistantFileNotFound))
        .returning('id')
        .executeTakeFirst();
      if (!found) throw new HttpError(404, messages.assistantFileNotFound);
      await rebuildWords(tx);
    });
    return { message: messages.deleted };
  },
};

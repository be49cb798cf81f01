/**
 * Reconciliation through the API (issue 33): each bank's columns, importing a statement,
 * reading statements back, confirming their matches and matching a row by hand. The rules are
 * statements.ts and statement-confirm.ts; this file says each act in words for the audit trail.
 */
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { formatRupees } from '../../../contract/dues/money';
import { confirmStatementMatches } from '../../../contract/dues/statements';
import type { BankFormat } from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { rowId } from '../../platform/http/http-error';
import { csvBody } from '../../platform/csv-reader';
import type { HandlersFor } from '../../platform/http/handler';
import { originOf, recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/schema';
import { counted } from '../../../contract/platform/counted';
import type { LineProblem } from './csv-records';
import { confirmMatchChunk, matchRowByHand } from './statement-confirm';
import type { ConfirmedChunk } from './statement-confirm';
import { importStatement, listStatements, loadStatement } from './statements';

export const duesStatementHandlers: HandlersFor<
  | 'listBankFormats'
  | 'saveBankFormat'
  | 'importBankStatement'
  | 'listBankStatements'
  | 'getBankStatement'
  | 'confirmStatementMatches'
  | 'matchStatementRow'
> = {
  async listBankFormats({ app }) {
    const rows = await app.db.selectFrom('dues_bank_formats').selectAll().orderBy('name').execute();
    return rows.map((row): BankFormat => ({
      name: row.name,
      date: row.date_column,
      narration: row.narration_column,
      reference: row.reference_column,
      credit: row.credit_column,
    }));
  },

  saveBankFormat: ({ app, params, body, transaction, audit }) => {
    const columns = `${body.date}, ${body.narration}, ${body.reference}, ${body.credit}`;
    audit({ targetId: params.name, summary: `${params.name}'s columns: ${columns}` });
    return transaction(async (tx) => {
      const values = {
        date_column: body.date,
        narration_column: body.narration,
        reference_column: body.reference,
        credit_column: body.credit,
        updated_at: app.now(),
      };
      await tx
        .insertInto('dues_bank_formats')
        .values({ name: params.name, ...values })
        .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
        .execute();
      return { name: params.name, ...body };
    });
  },

  async importBankStatement({ app, query, request, user, transaction, audit }) {
    const file = csvBody(request.body);
    return transaction(async (tx) => {
      const result = await importStatement(tx, file, query.bank, user.phone_number, app.now());
      const credited = [...result.matched, ...result.unmatched].reduce(
        (sum, row) => sum + row.amount_paise,
        0,
      );
      audit({
        targetId: result.statement_id ?? 'nothing new',
        summary:
          `Statement${query.bank ? ` of ${query.bank}` : ''}: ${counted(result.rows_read, 'row')} ` +
          `read, ${counted(result.matched.length, 'credit')} matched and ` +
          `${result.unmatched.length} unmatched (${formatRupees(credited)}), ` +
          `${result.already_seen.length} seen before, ${counted(result.problems.length, 'row')} refused`,
      });
      return result;
    });
  },

  listBankStatements: ({ app }) => listStatements(app.db),

  getBankStatement: ({ app, params }) =>
    loadStatement(app.db, rowId(params.id, messages.statementNotFound)),

  // A chunk per transaction, so 5,000 matches never hold the database (PGlite's one
  // connection) for long: other calls are answered between chunks. The first chunk's audit row
  // is the call's own; each later chunk records its own, in its own transaction, so whatever
  // was confirmed is in the audit trail even if the call is cut short.
  async confirmStatementMatches({ app, params, user, request, transaction, audit }) {
    const id = rowId(params.id, messages.statementNotFound);
    await loadStatement(app.db, id);
    const summaryOf = (chunk: ConfirmedChunk) =>
      `Confirmed ${counted(chunk.confirmed, 'match', 'matches')} of statement ${id}` +
      (chunk.lines ? ` (lines ${chunk.lines.first}–${chunk.lines.last})` : '') +
      `; ${chunk.skipped.length} skipped` +
      chunk.skipped.map((each) => ` (line ${each.line}: ${each.message})`).join('');
    const next = (tx: Kysely<Database>) => confirmMatchChunk(tx, id, user.phone_number, app.now());
    const done = { confirmed: 0, skipped: [] as LineProblem[] };
    let chunk = await transaction(async (tx) => {
      const first = await next(tx);
      audit({ summary: summaryOf(first) });
      return first;
    });
    for (;;) {
      done.confirmed += chunk.confirmed;
      done.skipped.push(...chunk.skipped);
      if (!chunk.more) break;
      await yieldToOthers();
      chunk = await app.db.transaction().execute(async (tx) => {
        const later = await next(tx);
        const { action, target } = confirmStatementMatches.audit;
        const entry = { actor: user, action, targetType: target, summary: summaryOf(later) };
        await recordAudit(tx, { ...entry, targetId: String(id), ...originOf(request) }, app.now());
        return later;
      });
    }
    return { ...done, statement: await loadStatement(app.db, id) };
  },

  matchStatementRow: ({ app, params, body, user, transaction, audit }) =>
    transaction(async (tx) => {
      const statement = rowId(params.id, messages.statementNotFound);
      const ids = { statement, row: params.row };
      const row = await matchRowByHand(tx, ids, body.invoice_id, user.phone_number, app.now());
      audit({
        targetId: row.id,
        summary:
          `Matched line ${row.line} of statement ${statement} (${formatRupees(row.amount_paise)}, ` +
          `${row.reference || row.narration}) to ${row.invoice_number ?? ''} of ${row.apartment ?? ''}`,
      });
      return row;
    }),
};

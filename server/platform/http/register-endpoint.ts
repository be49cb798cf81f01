/**
 * Turns a contract endpoint into a Fastify route: authorize by `access`, parse params, query
 * and body with the endpoint's schemas, call the handler, and send only what `response` allows.
 * Endpoints marked `idempotent` honour `Idempotency-Key` (see platform/http/idempotency-plugin.ts).
 * Endpoints with an `audit` rule, called by an RWA admin, write their audit row inside the
 * handler's `transaction` (see audited-call.ts).
 * Multipart endpoints with `upload` are read by multipart.ts (after authorization, so a
 * stranger's upload is never read), before the idempotency claim, whose fingerprint covers the
 * form's fields and files; `responseType: 'file'` handlers are sent by file-reply.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { rolesAllowed } from '../../../contract/platform/endpoint';
import type { EndpointDef } from '../../../contract/platform/endpoint';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../db/schema';
import { HttpError } from './http-error';
import { beginIdempotentCall, multipartContent, readIdempotencyKey } from './idempotency-plugin';
import type { IdempotentCall } from './idempotency-plugin';
import { startAuditedCall } from './audited-call';
import { describeZodError } from './describe-zod-error';
import { sendFile } from './file-reply';
import type { AuditNote, FileReply, Handler, HandlerContext, UploadedFile } from './handler';
import { checkUploadedFile, readMultipart } from './multipart';
import { countUpload, refuseUploadWhileFull } from './rate-limited';

const noFormFields = z.strictObject({});

/** Registers `endpoint` at `/<path>` of `app` (the routes plugin mounts it under `/api`). */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void {
  const checkResponse = (result: unknown): unknown => {
    const checked = endpoint.response.safeParse(result);
    if (!checked.success) {
      // Our bug, not the caller's: a 500 that is logged, never a 400.
      throw new Error(
        `The response of ${endpoint.method} ${endpoint.path} breaks the contract: ` +
          describeZodError(checked.error, 'response'),
      );
    }
    return checked.data;
  };

  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    handler: async (request, reply) => {
      // Authorization comes first, so a stranger learns nothing from validation messages.
      const user = await authorize(request, endpoint);
      const key = endpoint.idempotent ? readIdempotencyKey(request) : null;
      const params = parseParams(endpoint, request.params);
      const query = parse(endpoint.query, request.query, 'query');
      let body = takesJson(endpoint)
        ? parse(endpoint.body, request.body, 'request body')
        : undefined;
      let file: UploadedFile | null | undefined;
      let files: UploadedFile[] | undefined;
      // What the idempotency fingerprint hashes: the JSON body, or the form as read below.
      let content: unknown = request.body;
      const upload = endpoint.bodyType === 'multipart' ? endpoint.upload : undefined;
      if (upload) {
        // Only checked here; counted once accepted (below), so refused uploads use up nothing.
        await refuseUploadWhileFull(request, user);
        const input = await readMultipart(request, upload);
        content = multipartContent(input, upload.field);
        // A form without text fields of its own refuses any, like every other form refuses extras.
        body = parse(endpoint.body ?? noFormFields, input.fields, 'form');
        if (upload.maxFiles !== undefined) {
          if (input.files.length === 0) throw new HttpError(400, upload.missing);
          files = [];
          for (const each of input.files) files.push(await checkUploadedFile(each, upload));
        } else {
          const [first] = input.files;
          file = !first && upload.optional ? null : await checkUploadedFile(first, upload);
        }
      }

      // Keys are scoped per user; an anonymous call (public endpoint) has no scope to replay in.
      let call: IdempotentCall | null = null;
      if (key && user) {
        call = await beginIdempotentCall(request, reply, user.phone_number, key, content);
        if (call.replay) {
          return reply
            .code(call.replay.status)
            .header('idempotent-replayed', 'true')
            .send(call.replay.body);
        }
      }
      const audited = startAuditedCall(endpoint, user, request, { params, body, file, files });
      const inTransaction = <T>(given: (tx: Kysely<Database>) => Promise<T>): Promise<T> => {
        const work = audited ? audited.within(given) : given;
        return call ? call.transaction(work, checkResponse) : app.db.transaction().execute(work);
      };

      const context = {
        params,
        query,
        body,
        ...(file !== undefined ? { file } : {}),
        ...(files !== undefined ? { files } : {}),
        user,
        request,
        reply,
        app,
        transaction: inTransaction,
        audit: (note: AuditNote) => audited?.describe(note),
      } as HandlerContext<E>;
      try {
        // After the claim: a replay or a reused key is no new upload. A 429 here frees the key.
        if (upload) await countUpload(request, user);
        // The status the contract declares (and the API document states), set before the
        // handler's transaction stores it for a replay; a 'when-new' handler picks its own.
        if (endpoint.created === 'always') reply.code(201);
        const result = await handler(context);
        await audited?.finish(result);
        if (endpoint.responseType === 'file') return sendFile(reply, result as FileReply);
        if (reply.sent) {
          await call?.fail(new Error('The handler sent its own reply; nothing to replay.'));
          return reply;
        }
        const checked = checkResponse(result);
        await call?.finish(checked);
        return checked;
      } catch (error) {
        await call?.fail(error);
        throw error;
      }
    },
  });
}

async function authorize(request: FastifyRequest, endpoint: EndpointDef): Promise<User | null> {
  const caller = await request.server.identify(request);
  if (endpoint.access === 'public') return caller.kind === 'user' ? caller.user : null;
  if (caller.kind === 'anonymous') throw new HttpError(401, messages.signInRequired);
  if (caller.kind === 'invalid') throw new HttpError(401, messages.sessionExpired);
  if (!rolesAllowed[endpoint.access].includes(caller.user.role)) {
    throw new HttpError(403, messages.forbidden);
  }
  request.sessionId = caller.sessionId;
  return caller.user;
}

function takesJson(endpoint: EndpointDef): boolean {
  return endpoint.body !== undefined && (endpoint.bodyType ?? 'json') === 'json';
}

/** A file URL that cannot name a file (a path trick, a bad id) is simply not found. */
function parseParams(endpoint: EndpointDef, input: unknown): unknown {
  if (endpoint.responseType !== 'file' || !endpoint.params)
    return parse(endpoint.params, input, 'path');
  const parsed = endpoint.params.safeParse(input);
  if (!parsed.success) throw new HttpError(404, messages.fileNotFound);
  return parsed.data;
}

function parse(schema: z.ZodType | undefined, input: unknown, where: string): unknown {
  if (!schema) return input ?? {};
  // reportInput: a body that is there but of the wrong kind (an array, a string) is said to be
  // not valid, not "missing" (describeZodError tells the two apart by the input).
  const parsed = schema.safeParse(input, { reportInput: true });
  if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error, where));
  return parsed.data;
}

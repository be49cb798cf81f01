/**
 * The one JSON Schema validator the API document's tests use: draft 2020-12 as OpenAPI 3.1
 * writes it, with formats checked (a `date`, `date-time`, `email` or `uuid` in the document
 * is a promise too). Not strict: the document carries OpenAPI's own keywords (`x-…`,
 * `contentMediaType` on multipart parts) that ajv does not know.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export function documentAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

import { openApiDocument } from '../../../contract/openapi';
import type { HandlersFor } from './handler';

/** Made on the first call, then kept: the contract does not change while the server runs. */
let made: object | undefined;

export const apiDocumentHandlers: HandlersFor<'apiDocument'> = {
  apiDocument: () => {
    made ??= openApiDocument();
    return made as { openapi: '3.1.0' };
  },
};

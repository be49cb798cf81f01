// @vitest-environment node
/**
 * The rooms' rules as lint holds them (eslint.config.js, DESIGN.md §9), shown on code that breaks
 * them: a server room reaches another only through its index.ts, platform/ knows no room, an app
 * feature imports no other feature, and no imports run in a circle. Each file is linted as if it
 * stood at that path, beside the real files it imports.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the architecture lint', () => {
  it("refuses a room reaching into another room's files past its index.ts", async () => {
    const found = await problems(
      'server/domains/gate/tell-the-flat.ts',
      "import { notify } from '../notices/notify';\nexport const tell = notify;\n",
    );
    expect(found).toEqual([
      'import-x/no-restricted-paths: Unexpected path "../notices/notify" imported in restricted zone. Reach another room through its index.ts (DESIGN.md §9).',
    ]);
  });

  it("lets a room use another room's index.ts, the platform and the contract", async () => {
    const found = await problems(
      'server/domains/gate/tell-the-flat.ts',
      [
        "import { messages } from '../../../contract/messages';",
        "import { HttpError } from '../../platform/http/http-error';",
        "import { notify } from '../notices';",
        'export const used = [messages, HttpError, notify];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('refuses platform/ importing a room', async () => {
    const found = await problems(
      'server/platform/http/who-to-tell.ts',
      "import { notify } from '../../domains/notices';\nexport const tell = notify;\n",
    );
    expect(found).toEqual([
      'import-x/no-restricted-paths: Unexpected path "../../domains/notices" imported in restricted zone. platform/ is what every room uses: it knows no room (DESIGN.md §9).',
    ]);
  });

  it('refuses an app feature importing another feature', async () => {
    const found = await problems(
      'src/features/gate/borrowed.ts',
      "import { PassForm } from '../visitors/pass-form';\nexport const form = PassForm;\n",
    );
    expect(found).toEqual([
      'import-x/no-restricted-paths: Unexpected path "../visitors/pass-form" imported in restricted zone.',
    ]);
  });

  it('refuses imports that run in a circle', async () => {
    // The gate tells the flat through notices; notices asking the gate back closes a circle.
    const found = await problems(
      'server/domains/notices/notify.ts',
      "import { handlers } from '../gate';\nexport const gateHandlers = handlers;\n",
    );
    expect(found.some((problem) => problem.startsWith('import-x/no-cycle:'))).toBe(true);
  });
});

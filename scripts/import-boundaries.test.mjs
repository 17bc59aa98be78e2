// The import-boundary rule of eslint.config.js, run on probe files: a rule that resolves no
// import passes everything, so this checks it still refuses what it must.
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file, source) {
  const [result] = await eslint.lintText(`${source}\nexport const probe = imported;\n`, { filePath: resolve(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').length;
}

describe('import boundaries', () => {
  it.each([
    ['a feature reaching into another feature', 'src/features/home/probe.ts', "import * as imported from '../account/AccountDialogs';", 1],
    ['a shared layer importing a feature', 'src/ui/probe.ts', "import * as imported from '../features/home/HomePage';", 1],
    ['a shared layer importing the layout', 'src/state/probe.ts', "import * as imported from '../layout/AppLayout';", 1],
    ['the layout importing the app layer', 'src/layout/probe.ts', "import * as imported from '../routes/features';", 1],
    ['the layout importing a feature', 'src/layout/probe.ts', "import * as imported from '../features/account/flows';", 1],
    ['the contract importing the app', 'src/contract/probe.ts', "import * as imported from '../brand/model';", 1],
    ['the contract importing the API client', 'src/contract/probe.ts', "import * as imported from '../api/client';", 1],
    ['ui importing the session', 'src/ui/probe.ts', "import * as imported from '../session/session';", 1],
    ['ui importing the games domain', 'src/ui/probe.ts', "import * as imported from '../games/GameCard';", 1],
    ['the session importing the games domain', 'src/session/probe.ts', "import * as imported from '../games/favourites';", 1],
    ['the API client importing the brand model', 'src/api/probe.ts', "import * as imported from '../brand/context';", 1],
    ['the shell importing the layout', 'src/shell/probe.ts', "import * as imported from '../layout/AppLayout';", 1],
    ['a feature using a shared layer', 'src/features/home/probe.ts', "import * as imported from '../../ui/Button';", 0],
    ['a feature using the games domain', 'src/features/home/probe.ts', "import * as imported from '../../games/GameCard';", 0],
    ['a feature registering with the shell', 'src/features/home/probe.ts', "import * as imported from '../../shell/slots';", 0],
    ['a feature using its own module', 'src/features/home/probe.ts', "import * as imported from './GameCardList';", 0],
    ['ui using the contract', 'src/ui/probe.ts', "import * as imported from '../contract/safeUrl';", 0],
    ['the layout using the games domain', 'src/layout/probe.ts', "import * as imported from '../games/vendorLogo';", 0],
    ['the app layer composing features', 'src/routes/probe.ts', "import * as imported from '../features/home/HomePage';", 0],
  ])('%s', async (_name, file, source, expected) => {
    expect(await boundaryErrors(file, source)).toBe(expected);
  }, 20_000);
});

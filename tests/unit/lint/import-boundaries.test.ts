/**
 * The lint's import-boundary rule, on the real tree: which part may import which, and modules
 * reached only through their entry files (a module is a folder with `module.ts(x)`).
 */
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import tseslint from 'typescript-eslint';
import { importBoundaries } from '../../../scripts/eslint/import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });
const at = (file: string, code: string) => ({ filename: `${process.cwd()}/${file}`, code });

tester.run('boundaries/imports', importBoundaries, {
  valid: [
    at('src/server/app.ts', "import { x } from '@domain/permissions';"),
    at('src/admin/App.tsx', "import { x } from '@schema/types';"),
    at('src/server/app.ts', "import { reservationsModule } from './reservations/module.js';"),
    at('src/server/documents/routes.ts', "import { x } from '@server/reservations/index.js';"),
    at('src/server/reservations/routes.ts', "import { x } from './repository.js';"),
    at('resources/reservations/detail/X.tsx', "import { x } from '@resources/documents';"),
    at('tests/api/reservations/requests.test.ts', "import { x } from '@server/reservations/repository.js';"),
    at('src/domain/reservations/x.ts', "import { x } from '@schema/types';"),
    at('src/domain/x.ts', "import Ajv from 'ajv';"),
  ],
  invalid: [
    {
      ...at('src/domain/x.ts', "import { buildApp } from '@server/app.js';"),
      errors: [{ message: /src\/domain may not import src\/server/ }],
    },
    {
      ...at('src/schema/x.ts', "import { x } from '../admin/http';"),
      errors: [{ message: /src\/schema may not import src\/admin/ }],
    },
    {
      ...at('resources/audit/x.ts', "import { x } from '@server/audit/index.js';"),
      errors: [{ message: /resources may not import src\/server/ }],
    },
    {
      ...at('src/server/x.ts', "export { x } from '@admin/http';"),
      errors: [{ message: /src\/server may not import src\/admin/ }],
    },
    {
      ...at('src/server/documents/routes.ts', "import { x } from '@server/reservations/repository.js';"),
      errors: [{ message: /reaches inside the module src\/server\/reservations/ }],
    },
    {
      ...at('src/server/app.ts', "const m = import('./reservations/routes.js');"),
      errors: [{ message: /reaches inside the module src\/server\/reservations/ }],
    },
    {
      ...at('resources/reservations/detail/X.tsx', "import { x } from '../../documents/AttachmentsPanel';"),
      errors: [{ message: /reaches inside the module resources\/documents/ }],
    },
  ],
});

// The dependency rules of the tree, checked inside `npm test` (npm run deps): data flows bots → gateway → db, never back.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle means a shared piece sits in the wrong module: move it down (types to gateway/core/model.ts).',
      severity: 'error',
      from: { path: '^(gateway|bots|db|client)/' },
      to: { circular: true },
    },
    {
      name: 'db-imports-nothing-above',
      comment: 'db/ knows tables, not product words: it imports nothing from gateway/, bots/ or client/.',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: '^(gateway|bots|client)/' },
    },
    {
      name: 'bots-use-the-gateway-index',
      comment: 'Channels reach the gateway through its public surface only: import from gateway/index.ts.',
      severity: 'error',
      from: { path: '^bots/' },
      to: { path: '^gateway/', pathNot: '^gateway/index\\.ts$' },
    },
    {
      name: 'client-types-are-not-rows',
      comment:
        'The typed client answers with the zod shapes of gateway/server/shapes.ts: a column rename must not change the public API.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^db/' },
    },
    {
      name: 'shapes-name-no-rows',
      comment:
        'The API shapes stand on their own (zod, and the input schemas for enums); mappers live in server/answers.ts.',
      severity: 'error',
      from: { path: '^gateway/server/shapes\\.ts$' },
      to: { path: '^(db|gateway|bots|client)/', pathNot: '^gateway/core/schemas\\.ts$' },
    },
    {
      name: 'bots-do-not-touch-db',
      comment: 'Channels never reach the database: row types come through gateway/index.ts.',
      severity: 'error',
      from: { path: '^bots/' },
      to: { path: '^db/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^node_modules' },
    // Type-only imports count: a cycle through types is still a module in the wrong place.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

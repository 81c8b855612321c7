// The dependency rules of the tree, checked inside `npm test` (npm run deps). Folders layer, each importing only those
// below it: db ← gateway/kernel ← gateway/{learning, publish, data} ← gateway/core (the use cases) ← gateway/contract
// ← gateway/server ← gateway/app (the composition root, the one place that knows the bots); bots reach the gateway
// through gateway/index.ts; the CLI and MCP through the typed client.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A cycle means a shared piece sits in the wrong module: move it down (types to gateway/kernel/model.ts).',
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
        'The typed client answers with the zod shapes of gateway/contract/shapes.ts: a column rename must not change the public API.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^db/' },
    },
    {
      name: 'shapes-name-no-rows',
      comment:
        'The API shapes stand on their own (zod, and the input schemas for enums); mappers live in contract/answers.ts.',
      severity: 'error',
      from: { path: '^gateway/contract/shapes\\.ts$' },
      to: { path: '^(db|gateway|bots|client)/', pathNot: '^gateway/kernel/schemas\\.ts$' },
    },
    {
      name: 'kernel-imports-only-db',
      comment: 'The kernel (ids, errors, config, logger, the deps and model types, wording) knows no use case.',
      severity: 'error',
      from: { path: '^gateway/kernel/' },
      to: { path: '^(gateway|bots|client)/', pathNot: '^gateway/kernel/' },
    },
    {
      name: 'learning-publish-data-know-no-use-case',
      comment:
        'Learning, publishing and data reach a use case only through what they are handed (the nightly job is handed how to propose a rule).',
      severity: 'error',
      from: { path: '^gateway/(learning|publish|data)/' },
      to: { path: '^(gateway/(core|contract|server|app|cli|mcp)/|gateway/index\\.ts$|bots/|client/)' },
    },
    {
      name: 'learning-and-publish-stand-apart',
      comment: 'Learning and publishing do not import each other, nor data (data may read learning).',
      severity: 'error',
      from: { path: '^gateway/(learning|publish)/' },
      to: { path: '^gateway/(learning|publish|data)/', pathNot: '^gateway/$1/' },
    },
    {
      name: 'use-cases-below-the-surfaces',
      comment: 'The use cases (gateway/core) know no route, answer shape, command or channel.',
      severity: 'error',
      from: { path: '^gateway/core/' },
      to: { path: '^(gateway/(contract|server|app|cli|mcp)/|gateway/index\\.ts$|bots/|client/)' },
    },
    {
      name: 'contract-below-the-server',
      comment: 'The API contract is what the server answers and the client reads; it imports neither.',
      severity: 'error',
      from: { path: '^gateway/contract/' },
      to: { path: '^(gateway/(server|app|cli|mcp)/|gateway/index\\.ts$|bots/|client/)' },
    },
    {
      name: 'server-below-the-root',
      comment: 'The HTTP server knows no channel: the composition root (gateway/app) mounts the bots beside it.',
      severity: 'error',
      from: { path: '^gateway/server/' },
      to: { path: '^(gateway/(app|cli|mcp)/|bots/)' },
    },
    {
      name: 'routes-and-jobs-hold-no-handle',
      comment:
        'Routes and jobs are handed the gateway calls they make (gateway/core/doors.ts): never its deps, never a database handle.',
      severity: 'error',
      from: { path: '^gateway/(server/|app/jobs\\.ts$)' },
      to: { path: '^(gateway/kernel/deps|db/client)\\.ts$' },
    },
    {
      name: 'only-the-root-knows-the-bots',
      comment: 'gateway/app is the one place that starts the channels.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: '^gateway/app/' },
      to: { path: '^bots/' },
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

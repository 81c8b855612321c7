// A refusal said in the command's own terms: "--goal must be …" where the gateway says "Invalid body: goal: goal must
// be …" (the person ran a command; they never wrote a body or a query).

interface Issue {
  path: string;
  message: string;
}

/** The options that carry each field the commands send; the draft is the command's text, or --draft for context. */
const OPTION_OF: Record<string, string> = {
  goal: '--goal',
  task: '--task',
  agent: '--agent',
  context_id: '--context-id',
  k: '--k',
  days: '--days',
  format: '--format',
  since: '--since',
  until: '--until',
};

function optionOf(command: string, field: string): string | null {
  if (field === 'draft') return command === 'context' ? '--draft' : 'the draft';
  // A path parameter: the run id the command was given.
  if (field === '') return command === 'wait' || command === 'forget' ? 'the run id' : null;
  return OPTION_OF[field] ?? null;
}

/**
 * The line for a refused input whose details list its issues (a gateway 400, or the CLI's own check of its
 * options), or null when it has none to say it by.
 */
export function issuesInCommandTerms(command: string, details: unknown): string | null {
  const issues = (details as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  return (issues as Issue[])
    .map(({ path, message }) => {
      const field = String(path ?? '').split('.')[0]!;
      const option = optionOf(command, field);
      if (!option) return path ? `${path}: ${message}` : message;
      // The schemas' messages start with the field's name ("goal must be …"): the option takes its place.
      return field && message.startsWith(`${field} `)
        ? `${option} ${message.slice(field.length + 1)}`
        : `${option}: ${message}`;
    })
    .join('; ');
}

// Block Kit and modal limits the fake Slack Web API enforces (the ones that bite in production), with Slack-style errors.
type Obj = Record<string, unknown>;

const BLOCK_TYPES = new Set([
  'section',
  'actions',
  'context',
  'divider',
  'header',
  'image',
  'input',
  'rich_text',
  'markdown',
  'file',
  'video',
  'table',
  'context_actions',
]);

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const tooLong = (max: number, at: string) => `[ERROR] must be less than ${max + 1} characters [json-pointer:${at}]`;

/** Check a text object (plain_text / mrkdwn); pushes Slack-style "[ERROR] ... [json-pointer:...]" messages. */
function text(v: unknown, at: string, max: number, errors: string[], plainOnly = false): void {
  if (!isObj(v)) return void errors.push(`[ERROR] must provide an object [json-pointer:${at}]`);
  if (v['type'] !== 'plain_text' && (plainOnly || v['type'] !== 'mrkdwn')) {
    errors.push(
      `[ERROR] must be one of ${plainOnly ? '[plain_text]' : '[plain_text, mrkdwn]'} [json-pointer:${at}/type]`,
    );
  }
  const t = v['text'];
  if (typeof t !== 'string' || t.length === 0)
    errors.push(`[ERROR] must be more than 0 characters [json-pointer:${at}/text]`);
  else if (t.length > max) errors.push(tooLong(max, `${at}/text`));
}

function element(el: unknown, at: string, errors: string[], actionIds: Set<string>): void {
  if (!isObj(el)) return void errors.push(`[ERROR] must provide an object [json-pointer:${at}]`);
  const actionId = el['action_id'];
  if (typeof actionId === 'string') {
    if (actionId.length > 255) errors.push(tooLong(255, `${at}/action_id`));
    if (actionIds.has(actionId))
      errors.push(`[ERROR] action_id "${actionId}" already exists [json-pointer:${at}/action_id]`);
    actionIds.add(actionId);
  }
  if (el['type'] === 'button') {
    text(el['text'], `${at}/text`, 75, errors, true);
    if (typeof el['value'] === 'string' && el['value'].length > 2000) errors.push(tooLong(2000, `${at}/value`));
    if (typeof el['url'] === 'string' && el['url'].length > 3000) errors.push(tooLong(3000, `${at}/url`));
    if (el['style'] !== undefined && el['style'] !== 'primary' && el['style'] !== 'danger') {
      errors.push(`[ERROR] must be one of [primary, danger] [json-pointer:${at}/style]`);
    }
  }
}

/** Validate a blocks array for a surface; returns Slack's error strings (empty when valid). */
export function validateBlocks(blocks: unknown, surface: 'message' | 'modal' | 'home'): string[] {
  const errors: string[] = [];
  if (!Array.isArray(blocks)) return ['[ERROR] must provide an array [json-pointer:/blocks]'];
  const max = surface === 'message' ? 50 : 100;
  if (blocks.length > max) errors.push(`[ERROR] no more than ${max} items allowed [json-pointer:/blocks]`);
  const blockIds = new Set<string>();
  const actionIds = new Set<string>();
  blocks.forEach((b, i) => {
    const at = `/blocks/${i}`;
    if (!isObj(b) || typeof b['type'] !== 'string' || !BLOCK_TYPES.has(b['type'])) {
      return void errors.push(`[ERROR] must provide a valid block type [json-pointer:${at}/type]`);
    }
    const id = b['block_id'];
    if (typeof id === 'string') {
      if (id.length > 255) errors.push(tooLong(255, `${at}/block_id`));
      if (blockIds.has(id)) errors.push(`[ERROR] block_id "${id}" already exists [json-pointer:${at}/block_id]`);
      blockIds.add(id);
    }
    switch (b['type']) {
      case 'section': {
        if (b['text'] === undefined && b['fields'] === undefined)
          errors.push(`[ERROR] must provide either text or fields [json-pointer:${at}]`);
        if (b['text'] !== undefined) text(b['text'], `${at}/text`, 3000, errors);
        if (Array.isArray(b['fields'])) {
          if (b['fields'].length > 10) errors.push(`[ERROR] no more than 10 items allowed [json-pointer:${at}/fields]`);
          b['fields'].forEach((f, j) => text(f, `${at}/fields/${j}`, 2000, errors));
        }
        if (b['accessory'] !== undefined) element(b['accessory'], `${at}/accessory`, errors, actionIds);
        break;
      }
      case 'header':
        text(b['text'], `${at}/text`, 150, errors, true);
        break;
      case 'actions': {
        const els = b['elements'];
        if (!Array.isArray(els) || els.length === 0)
          errors.push(`[ERROR] must provide at least 1 item [json-pointer:${at}/elements]`);
        else {
          if (els.length > 25) errors.push(`[ERROR] no more than 25 items allowed [json-pointer:${at}/elements]`);
          els.forEach((el, j) => element(el, `${at}/elements/${j}`, errors, actionIds));
        }
        break;
      }
      case 'context':
        if (!Array.isArray(b['elements']) || b['elements'].length === 0 || b['elements'].length > 10) {
          errors.push(`[ERROR] must provide between 1 and 10 items [json-pointer:${at}/elements]`);
        }
        break;
      case 'input':
        text(b['label'], `${at}/label`, 2000, errors, true);
        if (b['element'] === undefined) errors.push(`[ERROR] missing required field: element [json-pointer:${at}]`);
        else element(b['element'], `${at}/element`, errors, actionIds);
        break;
    }
  });
  return errors;
}

/** Validate a view for views.open/update/push/publish; returns Slack's error strings (empty when valid). */
export function validateView(view: unknown, publish = false): string[] {
  if (!isObj(view)) return ['[ERROR] must provide an object [json-pointer:/view]'];
  const errors: string[] = [];
  const type = view['type'];
  if (publish ? type !== 'home' : type !== 'modal') {
    errors.push(`[ERROR] must be ${publish ? 'home' : 'modal'} [json-pointer:/view/type]`);
  }
  if (type === 'modal') {
    text(view['title'], '/view/title', 24, errors, true);
    for (const k of ['submit', 'close'] as const)
      if (view[k] !== undefined && view[k] !== null) text(view[k], `/view/${k}`, 24, errors, true);
    const hasInput = Array.isArray(view['blocks']) && view['blocks'].some((b) => isObj(b) && b['type'] === 'input');
    if (hasInput && (view['submit'] === undefined || view['submit'] === null)) {
      errors.push('[ERROR] must provide submit when input blocks are present [json-pointer:/view/submit]');
    }
  }
  const sizes = { private_metadata: 3000, callback_id: 255, external_id: 255 } as const;
  for (const [k, max] of Object.entries(sizes)) {
    const v = view[k];
    if (typeof v === 'string' && v.length > max) errors.push(tooLong(max, `/view/${k}`));
  }
  for (const e of validateBlocks(view['blocks'] ?? [], type === 'home' ? 'home' : 'modal'))
    errors.push(e.replace('json-pointer:/blocks', 'json-pointer:/view/blocks'));
  return errors;
}

/** Fill in what Slack adds to stored blocks: a block_id on every block, emoji:true on plain_text. */
export function normalizeBlocks(blocks: unknown[]): unknown[] {
  const fix = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(fix);
    if (!isObj(v)) return v;
    const out: Obj = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fix(x)]));
    if (out['type'] === 'plain_text' && typeof out['text'] === 'string' && out['emoji'] === undefined)
      out['emoji'] = true;
    return out;
  };
  return blocks.map((b, i) => {
    const out = fix(b) as Obj;
    if (out['block_id'] === undefined) out['block_id'] = blockIdFor(out, i);
    return out;
  });
}

/** Deterministic stand-in for the random 4-5 character block_id Slack assigns. */
function blockIdFor(block: Obj, index: number): string {
  let h = index + 7;
  for (const ch of JSON.stringify(block)) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h.toString(36).slice(0, 5).padEnd(4, 'x');
}

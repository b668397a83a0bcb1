/** `choro options`: the rule options (the sources' ambiguities) with their values and defaults, one JSON object a line. */
import { OPTIONS, optionsFor, quoteInput, RULESET_IDS, type RulesetId } from '../../engine/index.ts';
import { one, UsageError } from '../args.ts';
import type { Command } from '../command.ts';


export const optionsCommand: Command = {
  name: 'options',
  summary: 'list the rule options (the sources\' ambiguities) and their defaults',
  flags: ['--rules'],
  valueFlags: ['--rules'],
  help: () => `usage: choro options [--rules R]

Lists the rule options with their values and defaults, one JSON object a line; "requires"
names the option one stands beside (given without it, its other values are refused).`,
  run(p, { out }) {
    const id = one(p, '--rules');
    if (id !== undefined && !(RULESET_IDS as readonly string[]).includes(id)) throw new UsageError(`--rules: unknown rules ${quoteInput(id)}; known: ${RULESET_IDS.join(', ')}`);
    const list = id ? optionsFor(id as RulesetId) : OPTIONS;
    for (const o of list) out(JSON.stringify({ key: o.key, values: o.values ?? 'whole number', ...(o.min !== undefined ? { min: o.min.value } : {}), ...(o.max !== undefined ? { max: o.max } : {}), default: o.defaultValue, clause: o.clause, rulesets: o.rulesets, summary: o.summary, ...(o.requires ? { requires: o.requires } : {}) }));
    return 0;

  },
};

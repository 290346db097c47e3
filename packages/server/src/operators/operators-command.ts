import { parseArgs } from 'node:util';
import { commandAction, onBrandDatabase } from '../command-line.js';
import {
  addOperator,
  listOperators,
  resetOperatorPassword,
  setOperatorEnabled,
} from './operator-accounts.js';

const OPERATORS_USAGE = `Usage: dating-server operators <add|list|disable|enable|reset-password> --site SLUG [options]

  Operators are the brand's team: they log in at https://<brand domain>/operator and answer
  members' messages as the brand's fictional profiles. Every answer records who wrote it.

  add             a new operator (--email, --name); prints a new random password, once
  list            the brand's operators, with how many answers each has written
  disable         switch an operator off (--email): no more logins, sessions end at once
  enable          switch an operator on again (--email)
  reset-password  a new random password (--email); the operator's sessions end

  --email EMAIL   the operator's e-mail address (their login)
  --name NAME     the name colleagues see, up to 60 characters
  --sites DIR     folder with <slug>/brand.json (default ./sites)
  --data DIR      the server's data folder (default ./data); DATABASE_URL=postgres://... instead
With the embedded database, stop the server first: only one process may open its folder.`;

const options = {
  site: { type: 'string' },
  sites: { type: 'string', default: './sites' },
  data: { type: 'string', default: './data' },
  email: { type: 'string' },
  name: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const ACTIONS = ['add', 'list', 'disable', 'enable', 'reset-password'] as const;

/**
 * `dating-server operators …`: the accounts of a brand's operator inbox. Writes what it did (or
 * the list of operators) to `print`; a mistake in the command throws a `CommandInputError`
 * naming the option.
 */
export async function runOperatorsCommand(
  args: readonly string[],
  print: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
  now: number = Date.now(),
): Promise<void> {
  const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true });
  if (values.help || positionals.length === 0) {
    print(OPERATORS_USAGE);
    return;
  }
  const chosen = commandAction(positionals, ACTIONS);
  await onBrandDatabase(values, env, async (brand, database) => {
    if (chosen === 'add') {
      const { operator, password } = await addOperator(database, brand, values, now);
      print(`Added operator ${operator.name} <${operator.email}> at ${brand.name}.`);
      print(`Password (shown once): ${password}`);
    } else if (chosen === 'list') {
      const rows = await listOperators(database, brand);
      if (!rows.length) print(`${brand.name} has no operators.`);
      for (const row of rows) {
        const status = row.disabled_at ? 'disabled' : 'active';
        print(`${row.email}  ${row.name}  ${status}  ${row.answers} answers`);
      }
    } else if (chosen === 'reset-password') {
      const password = await resetOperatorPassword(database, brand, values.email);
      print(`New password for ${values.email} at ${brand.name} (shown once): ${password}`);
    } else {
      const enabled = chosen === 'enable';
      const operator = await setOperatorEnabled(database, brand, values.email, enabled, now);
      print(`${operator.email} at ${brand.name} is ${enabled ? 'active' : 'disabled'}.`);
    }
  });
}

import { parseArgs } from 'node:util';
import {
  emailSchema,
  OPERATOR_NAME_MAX_LENGTH,
  OPERATOR_ROLES,
  type OperatorRole,
  operatorNameSchema,
  operatorRolesSchema,
} from '@dating/contract';
import type { z } from 'zod';
import { CommandInputError, type CommandPlace, commandAction } from '../command-line.js';
import {
  addTeamOperator,
  operatorIdOf,
  resetTeamPassword,
  TeamChangeRefused,
  teamOf,
  updateTeamOperator,
} from './team.js';

const OPERATORS_USAGE = `Usage: dating-server operators <add|list|set-roles|disable|enable|reset-password> --site SLUG [options]

  Operators are the brand's team: they log in to the back office at https://<brand domain>/operator.
  What each may do there is decided by their roles:
    admin      everything, including the team's accounts and the audit log
    moderator  photos, profiles, reports, notices, bans and appeals
    chat       the chat inbox: answering as the brand's fictional profiles
    support    members, payments, refunds and credits
  Every change made here is recorded in the back office's audit log (as the command line's).

  add             a new operator (--email, --name, --role; chat unless a role is given); prints a
                  new random password, once
  list            the brand's operators, their roles, and how many answers each has written
  set-roles       an operator's roles (--email, --role); they apply from the operator's next call
  disable         switch an operator off (--email): no more logins, sessions end at once
  enable          switch an operator on again (--email)
  reset-password  a new random password (--email); the operator's sessions end

  --email EMAIL   the operator's e-mail address (their login)
  --name NAME     the name colleagues see, up to ${OPERATOR_NAME_MAX_LENGTH} characters
  --role ROLE     one of ${OPERATOR_ROLES.join(', ')}; repeat it (or separate with commas) for several
  --sites DIR     folder with <slug>/brand.json (default ./sites)
  --data DIR      the server's data folder (default ./data); DATABASE_URL=postgres://... instead
  The last active admin of a brand cannot lose the role or be switched off.
It works while the server runs: on the embedded database, the server running on --data does the
change itself (it is the only process that may open the folder), on its own brands.`;

const options = {
  site: { type: 'string' },
  sites: { type: 'string', default: './sites' },
  data: { type: 'string', default: './data' },
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const ACTIONS = ['add', 'list', 'set-roles', 'disable', 'enable', 'reset-password'] as const;

/** An option's value through its contract schema, or a {@link CommandInputError} naming it. */
function checked<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  option: string,
  expected: string,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new CommandInputError(`--${option}: ${expected} (not ${String(value ?? 'missing')})`);
  }
  return parsed.data;
}

const checkedEmail = (email: string | undefined) =>
  checked(emailSchema, email ?? '', 'email', 'an e-mail address');

function checkedRoles(given: readonly string[] | undefined, fallback?: OperatorRole[]) {
  const roles = (given ?? []).flatMap((value) => value.split(',')).map((role) => role.trim());
  if (!roles.length && fallback) return fallback;
  return checked(operatorRolesSchema, roles, 'role', `one or more of ${OPERATOR_ROLES.join(', ')}`);
}

/**
 * `dating-server operators …`: the accounts of a brand's back office. Writes what it did (or the
 * list of operators) to `print`; a mistake in the command, or a change the team's rules refuse,
 * throws a `CommandInputError` naming the option or the rule.
 */
export async function runOperatorsCommand(
  args: readonly string[],
  print: (line: string) => void,
  { brandDatabase, now }: CommandPlace,
): Promise<void> {
  const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true });
  if (values.help || positionals.length === 0) {
    print(OPERATORS_USAGE);
    return;
  }
  const chosen = commandAction(positionals, ACTIONS);
  await brandDatabase(values, async (brand, database) => {
    const site = brand.slug;
    try {
      if (chosen === 'add') {
        const fields = {
          email: checkedEmail(values.email),
          name: checked(
            operatorNameSchema,
            values.name ?? '',
            'name',
            `the operator's name, 1 to ${OPERATOR_NAME_MAX_LENGTH} characters`,
          ),
          roles: checkedRoles(values.role, ['chat']),
        };
        const { operator, password } = await addTeamOperator(database, site, null, fields, now);
        print(
          `Added operator ${operator.name} <${operator.email}> (${operator.roles.join(', ')}) at ${brand.name}.`,
        );
        print(`Password (shown once): ${password}`);
      } else if (chosen === 'list') {
        const team = await teamOf(database, site);
        if (!team.length) print(`${brand.name} has no operators.`);
        for (const operator of team) {
          const status = operator.disabled ? 'disabled' : 'active';
          print(
            `${operator.email}  ${operator.name}  ${operator.roles.join(',')}  ${status}  ${operator.answers} answers`,
          );
        }
      } else {
        const email = checkedEmail(values.email);
        const id = await operatorIdOf(database, site, email);
        if (chosen === 'reset-password') {
          const { password } = await resetTeamPassword(database, site, null, id, now);
          print(`New password for ${email} at ${brand.name} (shown once): ${password}`);
        } else if (chosen === 'set-roles') {
          const roles = checkedRoles(values.role);
          const operator = await updateTeamOperator(database, site, null, { id, roles }, now);
          print(`${operator.email} at ${brand.name}: ${operator.roles.join(', ')}.`);
        } else {
          const disabled = chosen === 'disable';
          await updateTeamOperator(database, site, null, { id, disabled }, now);
          print(`${email} at ${brand.name} is ${disabled ? 'disabled' : 'active'}.`);
        }
      }
    } catch (error) {
      if (!(error instanceof TeamChangeRefused)) throw error;
      const operator = values.email ? checkedEmail(values.email) : '';
      throw new CommandInputError(
        error.code === 'not_found'
          ? `${brand.name} has no operator ${operator}`
          : error.code === 'taken'
            ? `${brand.name} has an operator ${operator} already`
            : `${operator} is the last active admin of ${brand.name}: make another operator admin first`,
      );
    }
  });
}

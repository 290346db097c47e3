import { parseArgs } from 'node:util';
import { formatPrice } from '@dating/logic';
import { CommandInputError, commandAction, onBrandDatabase } from '../command-line.js';
import {
  addDiscountCode,
  listDiscountCodes,
  setDiscountCodeStatus,
} from './discount-code-admin.js';

const DISCOUNT_CODES_USAGE = `Usage: dating-server discount-codes <add|list|activate|deactivate> --site SLUG [options]

  add          a new code, active from now:
    --code CODE         3 to 40 letters, digits or dashes (members may type it in small letters)
    --percentage N      1 to 100 percent off the package
    --validity V        once-per-user (default), once (one use in all) or unlimited
    --expires DATE      when it ends, e.g. 2026-12-31T23:59Z (default: never)
    --country CC        only for members paying in this country of the brand
    --member EMAIL      only for this member
    --currency CUR      only for payments in this currency (needed with --minimum)
    --minimum AMOUNT    only for packages of at least this price, e.g. 20.00
    --methods LIST      only with these payment methods, e.g. ideal,paypal
  list         the brand's codes, with their uses
  activate     turn a code on again (--code)
  deactivate   turn a code off (--code); payments made with it stay as they are

  --sites DIR   folder with <slug>/brand.json (default ./sites)
  --data DIR    the server's data folder (default ./data); DATABASE_URL=postgres://... instead
With the embedded database, stop the server first: only one process may open its folder.`;

const options = {
  site: { type: 'string' },
  sites: { type: 'string', default: './sites' },
  data: { type: 'string', default: './data' },
  code: { type: 'string' },
  percentage: { type: 'string' },
  validity: { type: 'string' },
  expires: { type: 'string' },
  country: { type: 'string' },
  member: { type: 'string' },
  currency: { type: 'string' },
  minimum: { type: 'string' },
  methods: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const ACTIONS = ['add', 'list', 'activate', 'deactivate'] as const;

/**
 * `dating-server discount-codes …`: the operator's command for a brand's discount codes. Writes what it did (or the table of codes) to `print`; a mistake in
 * the command throws an {@link CommandInputError} naming the option.
 */
export async function runDiscountCodesCommand(
  args: readonly string[],
  print: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
  now: number = Date.now(),
): Promise<void> {
  const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true });
  if (values.help || positionals.length === 0) {
    print(DISCOUNT_CODES_USAGE);
    return;
  }
  const action = commandAction(positionals, ACTIONS);
  await onBrandDatabase(values, env, async (brand, database) => {
    if (action === 'add') {
      const row = await addDiscountCode(database, brand, values, now);
      print(`Added ${row.code} at ${brand.name}: ${row.value_percentage}% off, ${row.validity}.`);
    } else if (action === 'list') {
      const rows = await listDiscountCodes(database, brand);
      if (!rows.length) print(`${brand.name} has no discount codes.`);
      for (const row of rows) {
        const conditions = [
          row.expires_at && `until ${new Date(row.expires_at).toISOString()}`,
          row.country && `in ${row.country}`,
          row.member_id !== null && `member ${row.member_id} only`,
          row.minimum_order_value !== null &&
            row.currency &&
            `from ${formatPrice(row.minimum_order_value, row.currency, 'en')}`,
          row.minimum_order_value === null && row.currency && `in ${row.currency}`,
          row.payment_methods && `with ${row.payment_methods.join(', ')}`,
        ].filter(Boolean);
        print(
          `${row.code}  ${row.value_percentage}%  ${row.validity}  ${row.status}  used ${row.uses}×${conditions.length ? `  ${conditions.join(', ')}` : ''}`,
        );
      }
    } else {
      if (!values.code) throw new CommandInputError('--code is required');
      const status = action === 'activate' ? 'active' : 'inactive';
      await setDiscountCodeStatus(database, brand, values.code, status);
      print(`${values.code.trim().toUpperCase()} at ${brand.name} is ${status}.`);
    }
  });
}

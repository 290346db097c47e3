import {
  addDiscountCodeSchema,
  fieldProblemsOf,
  normalizeDiscountCode,
  type OperatorDiscountCode,
} from '@dating/contract';
import { apiError } from './fake-errors.js';
import type { EndpointHandlers } from './fake-server.js';
import type { operatorGate } from './fake-team.js';

type DiscountCodeHandlers = Pick<
  EndpointHandlers,
  'getDiscountCodes' | 'addDiscountCode' | 'setDiscountCodeStatus'
>;

/** When the fake's codes were made, and when it makes new ones. */
const MADE_AT = Date.UTC(2026, 0, 10, 9);

/**
 * The fake brand's discount codes, the newest first: a spring code used 38 times, a code for one
 * member, one for iDEAL payments from €20.00 in the Netherlands, and a switched-off one used once.
 */
export function fixtureOperatorDiscountCodes(): OperatorDiscountCode[] {
  const code = (
    days: number,
    fields: Partial<OperatorDiscountCode> & Pick<OperatorDiscountCode, 'code' | 'percentage'>,
  ): OperatorDiscountCode => ({
    validity: 'once-per-user',
    status: 'active',
    created_at: new Date(MADE_AT - days * 86_400_000).toISOString(),
    expires_at: null,
    country: null,
    member: null,
    currency: null,
    minimum: null,
    methods: null,
    uses: 0,
    ...fields,
  });
  return [
    code(1, {
      code: 'SPRING-20',
      percentage: 20,
      expires_at: '2026-04-01T00:00:00.000Z',
      uses: 38,
    }),
    code(4, {
      code: 'SORRY-OLA',
      percentage: 50,
      validity: 'once',
      member: { id: 20004, email: 'ola@heartline.example' },
    }),
    code(9, {
      code: 'IDEAL-NL',
      percentage: 10,
      validity: 'unlimited',
      country: 'NL',
      currency: 'EUR',
      minimum: 2000,
      methods: ['ideal'],
      uses: 112,
    }),
    code(30, { code: 'LAUNCH', percentage: 30, status: 'inactive', uses: 1 }),
  ];
}

/**
 * The fake's discount codes: listed, made (checked by the contract's schema as the server checks
 * them; a code the brand has is `taken`), and turned off or on (404 for a code it has not); the
 * brand's own checks (countries, currencies, members) are the real server's.
 */
export function createFakeDiscountCodes(
  gate: ReturnType<typeof operatorGate>,
  start: readonly OperatorDiscountCode[] = fixtureOperatorDiscountCodes(),
): DiscountCodeHandlers {
  let codes = [...start];
  const codeOf = (typed: string) => {
    const found = codes.find((candidate) => candidate.code === normalizeDiscountCode(typed));
    if (!found) throw apiError('not_found', { fields: { code: 'not_found' } });
    return found;
  };
  return {
    getDiscountCodes: async () => {
      gate('getDiscountCodes');
      return { codes: [...codes] };
    },
    addDiscountCode: async ({ body }) => {
      gate('addDiscountCode');
      const parsed = addDiscountCodeSchema.safeParse(body, { reportInput: true });
      if (!parsed.success) {
        throw apiError('validation_failed', { fields: fieldProblemsOf(parsed.error, 'code') });
      }
      const input = parsed.data;
      if (codes.some((candidate) => candidate.code === input.code)) {
        throw apiError('validation_failed', { fields: { code: 'taken' } });
      }
      const added: OperatorDiscountCode = {
        code: input.code,
        percentage: input.percentage,
        validity: input.validity,
        status: 'active',
        created_at: new Date(MADE_AT).toISOString(),
        expires_at: input.expires_at ? new Date(input.expires_at).toISOString() : null,
        country: input.country ?? null,
        member: input.member ? { id: 20099, email: input.member } : null,
        currency: input.currency ?? null,
        minimum: input.minimum ?? null,
        methods: input.methods ?? null,
        uses: 0,
      };
      codes = [added, ...codes];
      return { code: added };
    },
    setDiscountCodeStatus: async ({ body }) => {
      gate('setDiscountCodeStatus');
      const changed = { ...codeOf(body.code), status: body.status };
      codes = codes.map((candidate) => (candidate.code === changed.code ? changed : candidate));
      return { code: changed };
    },
  };
}

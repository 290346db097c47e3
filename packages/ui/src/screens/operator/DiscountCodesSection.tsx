import type {
  AddDiscountCodeRequest,
  Country,
  Currency,
  DiscountValidity,
  FieldProblem,
  Language,
  OperatorDiscountCode,
  PaymentMethod,
} from '@dating/contract';
import {
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_CODE_MIN_LENGTH,
  DISCOUNT_VALIDITIES,
} from '@dating/contract/enums';
import { brandCurrencies, paymentMethodsOf } from '@dating/contract/rules';
import {
  createDiscountCodesStore,
  type DiscountCodesStore,
  endOfDay,
  formatPrice,
} from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Checkbox } from '../../components/Checkbox.js';
import { CheckboxGroup } from '../../components/CheckboxGroup.js';
import { countryName, countryOptions } from '../../components/country-options.js';
import { DateField } from '../../components/DateField.js';
import { NumberField } from '../../components/NumberField.js';
import { usePaymentMethodName } from '../../components/payment-method-name.js';
import { RadioGroup } from '../../components/RadioGroup.js';
import { Select } from '../../components/Select.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { Breakable } from './Breakable.js';
import { LoadFailed } from './LoadFailed.js';
import { useSectionStore } from './use-section-store.js';

/**
 * The back office's discount codes (`/operator/discounts`, admin and support): the brand's codes
 * with their conditions and uses, switching one off (members can no longer use it; payments made
 * with it stay as they are) or on, and adding one with the conditions the spec gives a code
 * (country, member, end, currency, minimum price, methods, validity). The server checks the code
 * against the brand; its refusals are shown at their fields. The welcome discount and the time
 * bonus are the brand's own offers (Insight shows them), not codes listed here.
 */
export function DiscountCodesSection() {
  const store = useSectionStore(createDiscountCodesStore);
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const { t } = useTranslation('operator');
  const problemText = useProblemText();
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="discounts-title">
        <h2 id="discounts-title" className={page.title}>
          {t('discounts.title')}
        </h2>
        <p className={page.intro}>{t('discounts.intro', { brand: settings.name })}</p>
        {state.loadProblem ? (
          <LoadFailed
            title={t('discounts.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : null}
        <div role="alert">
          {state.switchProblem ? (
            <Alert tone="danger">
              {t('discounts.switchFailed', {
                code: state.switchProblem.code,
                reason: problemText(state.switchProblem.problem),
              })}
            </Alert>
          ) : null}
        </div>
        {state.codes ? (
          state.codes.length ? (
            <CodesTable store={store} codes={state.codes as OperatorDiscountCode[]} />
          ) : (
            <p className={page.text}>{t('discounts.empty')}</p>
          )
        ) : state.loadProblem ? null : (
          <p role="status">{t('loading')}</p>
        )}
        <AddCodeForm store={store} />
      </section>
    </div>
  );
}

/** A code's conditions in words, one per line; none: it applies to every order. */
function useConditions(): (code: OperatorDiscountCode) => string[] {
  const { t, i18n } = useTranslation('operator');
  const methodName = usePaymentMethodName();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (code) => {
    const conditions = [
      code.expires_at &&
        t('discounts.conditions.until', { date: date.format(new Date(code.expires_at)) }),
      code.country &&
        t('discounts.conditions.country', { country: countryName(code.country, i18n.language) }),
      code.member && t('discounts.conditions.member', { email: code.member.email }),
      code.minimum !== null &&
        code.currency &&
        t('discounts.conditions.minimum', {
          price: formatPrice(code.minimum, code.currency, i18n.language as Language),
        }),
      code.minimum === null &&
        code.currency &&
        t('discounts.conditions.currency', { currency: code.currency }),
      code.methods &&
        t('discounts.conditions.methods', {
          methods: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
            code.methods.map(methodName),
          ),
        }),
    ];
    return conditions.filter((condition): condition is string => Boolean(condition));
  };
}

function CodesTable({
  store,
  codes,
}: {
  store: DiscountCodesStore;
  codes: OperatorDiscountCode[];
}) {
  const { saving } = useSnapshot(store.state);
  const { t, i18n } = useTranslation('operator');
  const conditionsOf = useConditions();
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const made = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-labelledby="discounts-title">
        <thead>
          <tr>
            <th scope="col">{t('discounts.columns.code')}</th>
            <th scope="col" className={styles.number}>
              {t('discounts.columns.percentage')}
            </th>
            <th scope="col">{t('discounts.columns.validity')}</th>
            <th scope="col">{t('discounts.columns.conditions')}</th>
            <th scope="col" className={styles.number}>
              {t('discounts.columns.uses')}
            </th>
            <th scope="col">{t('discounts.columns.status')}</th>
            <th scope="col">{t('discounts.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => {
            const conditions = conditionsOf(code);
            const active = code.status === 'active';
            return (
              <tr key={code.code} data-disabled={active ? undefined : true}>
                <th scope="row">
                  <code className={styles.name}>
                    <Breakable text={code.code} />
                  </code>
                  <span className={styles.muted}>
                    {t('discounts.madeOn', { date: made.format(new Date(code.created_at)) })}
                  </span>
                </th>
                <td className={styles.number}>{percent.format(code.percentage / 100)}</td>
                <td>{t(`discounts.validity.${code.validity}`)}</td>
                <td>
                  {conditions.length ? (
                    <ul className={styles.details}>
                      {conditions.map((condition) => (
                        <li key={condition}>
                          <Breakable text={condition} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('discounts.conditions.none')
                  )}
                </td>
                <td className={styles.number}>{count.format(code.uses)}</td>
                <td>{t(`discounts.status.${code.status}`)}</td>
                <td>
                  <Button
                    variant="secondary"
                    isPending={saving === code.code}
                    aria-label={t(active ? 'discounts.switchOffCode' : 'discounts.switchOnCode', {
                      code: code.code,
                    })}
                    onPress={() =>
                      void store.actions.setStatus(code.code, active ? 'inactive' : 'active')
                    }
                  >
                    {t(active ? 'discounts.switchOff' : 'discounts.switchOn')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The add form's values as typed: '' for a condition left open. */
interface Draft {
  code: string;
  percentage: number;
  validity: DiscountValidity;
  /** The last day it works (YYYY-MM-DD). */
  until: string;
  country: Country | '';
  member: string;
  currency: Currency | '';
  minimum: string;
  methods: PaymentMethod[];
}

const EMPTY_DRAFT: Draft = {
  code: '',
  percentage: 10,
  validity: 'once-per-user',
  until: '',
  country: '',
  member: '',
  currency: '',
  minimum: '',
  methods: [],
};

/** The request of a draft: the conditions left open are not sent. */
function requestOf(draft: Draft): AddDiscountCodeRequest {
  return {
    code: draft.code,
    percentage: draft.percentage,
    validity: draft.validity,
    ...(draft.until ? { expires_at: endOfDay(draft.until) } : {}),
    ...(draft.country ? { country: draft.country } : {}),
    ...(draft.member.trim() ? { member: draft.member } : {}),
    ...(draft.currency ? { currency: draft.currency } : {}),
    ...(draft.minimum.trim() ? { minimum: draft.minimum.trim() } : {}),
    ...(draft.methods.length ? { methods: draft.methods } : {}),
  };
}

/** The values of the form's hints: the code's lengths, and examples as the server takes them. */
const HINTS = {
  min: DISCOUNT_CODE_MIN_LENGTH,
  max: DISCOUNT_CODE_MAX_LENGTH,
  example: 'SUMMER-10',
  amount: '20.00',
};

/** Adding a code: the code and its percentage, how often it may be used, and its conditions. */
function AddCodeForm({ store }: { store: DiscountCodesStore }) {
  const { saving } = useSnapshot(store.state);
  const settings = useSettings();
  const { t, i18n } = useTranslation('operator');
  const methodName = usePaymentMethodName();
  const fieldProblemText = useFieldProblemText();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const countries = settings.countries as Country[];
  const currencies = brandCurrencies(countries);
  const methods = [...new Set(countries.flatMap(paymentMethodsOf))];
  const change = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });
  const problemOf = (field: string) => {
    const problem = problems[field];
    if (!problem) return null;
    const own = `discounts.add.problems.${field}.${problem}`;
    return i18n.exists(own, { ns: 'operator' })
      ? t(own, { brand: settings.name, ...HINTS })
      : fieldProblemText(field, problem);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(null);
    const result = await store.actions.add(requestOf(draft));
    if (result.ok) {
      setDraft(EMPTY_DRAFT);
      setProblems({});
      setFailure(null);
      setAdded(result.value.code.code);
      return;
    }
    const found = result.problem.fields ?? {};
    setProblems(found as Record<string, FieldProblem>);
    setFailure(Object.keys(found).length ? null : problemText(result.problem));
  };
  const anyOption = (label: string) => ({ id: '', label });
  return (
    <section className={page.card} aria-labelledby="add-discount-title">
      <h3 id="add-discount-title" className={styles.subtitle}>
        {t('discounts.add.title')}
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div role="alert">{failure ? <Alert tone="danger">{failure}</Alert> : null}</div>
        <div role="status">
          {added ? (
            <Alert tone="success" live={false}>
              {t('discounts.add.done', { code: added })}
            </Alert>
          ) : null}
        </div>
        <div className={styles.fields}>
          <TextField
            label={t('discounts.add.code')}
            name="code"
            autoComplete="off"
            isRequired
            description={t('discounts.add.codeHelp', HINTS)}
            value={draft.code}
            onChange={(code) => change({ code })}
            errorMessage={problemOf('code')}
          />
          <NumberField
            label={t('discounts.add.percentage')}
            name="percentage"
            minValue={1}
            maxValue={100}
            value={draft.percentage}
            onChange={(percentage) => change({ percentage })}
            incrementLabel={t('discounts.add.more')}
            decrementLabel={t('discounts.add.less')}
          />
        </div>
        <RadioGroup
          label={t('discounts.add.validity')}
          name="validity"
          options={DISCOUNT_VALIDITIES.map((validity) => ({
            id: validity,
            label: t(`discounts.validity.${validity}`),
          }))}
          value={draft.validity}
          onChange={(validity) => change({ validity: validity as DiscountValidity })}
        />
        <h4 className={styles.subtitle}>{t('discounts.add.conditions')}</h4>
        <p className={page.text}>{t('discounts.add.conditionsHelp')}</p>
        <div className={styles.fields}>
          <DateField
            label={t('discounts.add.until')}
            name="until"
            description={t('discounts.add.untilHelp')}
            value={draft.until}
            onChange={(until) => change({ until })}
            errorMessage={problemOf('expires_at')}
          />
          <Select
            label={t('discounts.add.country')}
            name="country"
            options={[
              anyOption(t('discounts.add.anyCountry')),
              ...countryOptions(countries, i18n.language),
            ]}
            value={draft.country}
            onChange={(country) => change({ country: country as Country | '' })}
            errorMessage={problemOf('country')}
          />
          <TextField
            label={t('discounts.add.member')}
            name="member"
            type="email"
            autoComplete="off"
            description={t('discounts.add.memberHelp')}
            value={draft.member}
            onChange={(member) => change({ member })}
            errorMessage={problemOf('member')}
          />
          <Select
            label={t('discounts.add.currency')}
            name="currency"
            options={[
              anyOption(t('discounts.add.anyCurrency')),
              ...currencies.map((currency) => ({ id: currency, label: currency })),
            ]}
            value={draft.currency}
            onChange={(currency) => change({ currency: currency as Currency | '' })}
            errorMessage={problemOf('currency')}
          />
          <TextField
            label={t('discounts.add.minimum')}
            name="minimum"
            inputMode="decimal"
            autoComplete="off"
            description={t('discounts.add.minimumHelp', HINTS)}
            value={draft.minimum}
            onChange={(minimum) => change({ minimum })}
            errorMessage={problemOf('minimum')}
          />
        </div>
        <CheckboxGroup
          label={t('discounts.add.methods')}
          description={t('discounts.add.methodsHelp')}
          layout="chips"
          value={draft.methods}
          onChange={(chosen) => change({ methods: chosen as PaymentMethod[] })}
          errorMessage={problemOf('methods')}
        >
          {methods.map((method) => (
            <Checkbox key={method} value={method} variant="chip">
              {methodName(method)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <div className={page.actions}>
          <Button type="submit" isPending={saving === 'new'}>
            {saving === 'new' ? t('discounts.add.pending') : t('discounts.add.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

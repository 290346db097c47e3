import type { AuditAction, AuditEntry, OperatorRole } from '@dating/contract';
import { AUDIT_ACTIONS, AUDIT_SEARCH_MAX_LENGTH } from '@dating/contract/enums';
import {
  type AuditFilters,
  type AuditLogStore,
  createAuditLogStore,
  createTeamStore,
} from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Select } from '../../components/Select.js';
import { TextField } from '../../components/TextField.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useStores } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { Breakable } from './Breakable.js';
import { useRoleNames } from './use-role-names.js';

const ANY = 'any';

/** The log's store and the team (for the operator filter), made with the section. */
function useAuditStores() {
  const stores = useStores();
  const [log] = useState(() => createAuditLogStore({ api: stores.api }));
  const [team] = useState(() => createTeamStore({ api: stores.api }));
  useEffect(() => {
    void log.actions.search(log.state.filters);
    void team.actions.load();
    return () => {
      log.destroy();
      team.destroy();
    };
  }, [log, team]);
  return { log, team };
}

/**
 * The back office's audit log (`/operator/audit`, admins only): every back-office action, newest
 * first: when, who (an operator, or the server's command), what, on what, and its particulars.
 * Searched by a text, narrowed to an operator or an action, older entries a page at a time. The
 * log is append-only: nothing here changes it.
 */
export function AuditSection() {
  const { log, team } = useAuditStores();
  const state = useSnapshot(log.state);
  const { operators } = useSnapshot(team.state);
  const problemText = useProblemText();
  const { t } = useTranslation('operator');
  const [q, setQ] = useState('');
  const search = (change: Partial<AuditFilters>) =>
    void log.actions.search({ ...log.state.filters, q, ...change });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search({});
  };
  const operatorOptions = [
    { id: ANY, label: t('audit.anyOperator') },
    ...(operators ?? []).map((operator) => ({ id: String(operator.id), label: operator.name })),
  ];
  const actionOptions = [
    { id: ANY, label: t('audit.anyAction') },
    ...AUDIT_ACTIONS.map((action) => ({ id: action, label: t(`audit.actions.${action}`) })),
  ];
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="audit-title">
        <h2 id="audit-title" className={page.title}>
          {t('audit.title')}
        </h2>
        <p className={page.intro}>{t('audit.intro')}</p>
        <search>
          <form className={styles.filters} onSubmit={submit}>
            <TextField
              label={t('audit.search')}
              name="q"
              type="search"
              description={t('audit.searchHint')}
              value={q}
              onChange={(value) => setQ(value.slice(0, AUDIT_SEARCH_MAX_LENGTH))}
            />
            <Select
              label={t('audit.operator')}
              options={operatorOptions}
              value={state.filters.operator === null ? ANY : String(state.filters.operator)}
              onChange={(id) => search({ operator: id === ANY ? null : Number(id) })}
            />
            <Select
              label={t('audit.action')}
              options={actionOptions}
              value={state.filters.action ?? ANY}
              onChange={(id) => search({ action: id === ANY ? null : (id as AuditAction) })}
            />
            <div className={page.actions}>
              <Button type="submit">{t('audit.submit')}</Button>
            </div>
          </form>
        </search>
        <div role="alert">
          {state.problem ? (
            <Alert tone="danger" title={t('audit.loadFailed')}>
              {problemText(state.problem)}
            </Alert>
          ) : null}
        </div>
        <AuditEntries store={log} />
      </section>
    </div>
  );
}

function AuditEntries({ store }: { store: AuditLogStore }) {
  const { entries, before, loadingMore, problem } = useSnapshot(store.state);
  const { t, i18n } = useTranslation('operator');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (entries === null) return problem ? null : <p role="status">{t('audit.loading')}</p>;
  if (!entries.length) return <p role="status">{t('audit.empty')}</p>;
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-label={t('audit.results')}>
          <thead>
            <tr>
              <th scope="col">{t('audit.columns.at')}</th>
              <th scope="col">{t('audit.columns.operator')}</th>
              <th scope="col">{t('audit.columns.action')}</th>
              <th scope="col">{t('audit.columns.subject')}</th>
              <th scope="col">{t('audit.columns.details')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={styles.time}>
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </td>
                <td>{entry.operator?.name ?? t('audit.commandLine')}</td>
                <th scope="row">{t(`audit.actions.${entry.action}`)}</th>
                <td className={styles.subject}>
                  <Breakable text={entry.subject.label} />
                </td>
                <td>
                  <EntryDetails entry={entry as AuditEntry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {before !== null ? (
        <div className={page.actions}>
          <Button
            variant="secondary"
            isPending={loadingMore}
            onPress={() => void store.actions.loadMore()}
          >
            {loadingMore ? t('audit.loadingMore') : t('audit.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

const rolesIn = (value: AuditEntry['details'][string] | undefined): OperatorRole[] =>
  Array.isArray(value) ? (value as OperatorRole[]) : [];

/**
 * The translation keys of the fields a change names (`details.fields`): a persona's profile
 * fields, a saved reply's fields.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'operator:personas.form.name',
  gender: 'operator:personas.form.gender',
  date_of_birth: 'signup:dateOfBirth',
  country: 'profile:location.country',
  region: 'profile:location.region.region',
  city: 'profile:location.city',
  sexuality: 'profile:details.sexuality',
  hair_color: 'profile:details.hair_color',
  eye_color: 'profile:details.eye_color',
  body_type: 'profile:details.body_type',
  relationship_status: 'profile:details.relationship_status',
  tattoos: 'profile:details.tattoos',
  interests: 'profile:about.interests',
  notes: 'profile:about.notes',
  persona: 'operator:replies.form.persona',
  language: 'operator:replies.form.language',
  title: 'operator:replies.form.title',
  text: 'operator:replies.form.text',
};

/** An entry's particulars and reason, in words. */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation(['operator', 'banPage', 'profile', 'signup']);
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string) => format.format(new Date(iso));
  const roleNames = useRoleNames();
  const { name, roles, from, to, ground, until, fields, percentage, validity } = entry.details;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const lines = [
    typeof name === 'string' ? t('audit.details.name', { name }) : null,
    typeof percentage === 'string'
      ? t('audit.details.percentage', { percentage: percent.format(Number(percentage) / 100) })
      : null,
    typeof validity === 'string'
      ? t('audit.details.validity', { validity: t(`discounts.validity.${validity}`) })
      : null,
    typeof ground === 'string'
      ? t('audit.details.ground', { ground: t(`banPage:grounds.${ground}`) })
      : null,
    typeof until === 'string' ? t('audit.details.until', { date: when(until) }) : null,
    roles ? t('audit.details.roles', { roles: roleNames(rolesIn(roles)) }) : null,
    from && to
      ? t('audit.details.rolesChanged', {
          from: roleNames(rolesIn(from)),
          to: roleNames(rolesIn(to)),
        })
      : null,
    Array.isArray(fields)
      ? t('audit.details.fields', {
          fields: fields.map((field) => t(FIELD_LABELS[field] ?? field)).join(', '),
        })
      : null,
    entry.reason ? t('audit.reason', { reason: entry.reason }) : null,
  ].filter((line): line is string => line !== null);
  if (!lines.length) return null;
  return (
    <ul className={styles.details}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

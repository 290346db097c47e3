import type { MemberRecord, OperatorRole } from '@dating/contract';
import { operatorMay } from '@dating/contract/rules';
import { createMembersStore, type MembersStore } from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { RadioGroup } from '../../components/RadioGroup.js';
import { TextField } from '../../components/TextField.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useStores } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { Breakable } from './Breakable.js';
import { ActionProblem, MemberActions } from './MemberActions.js';
import { MemberPayments } from './MemberPayments.js';
import { RestrictionFields, useRestrictionDraft } from './RestrictionFields.js';
import { RestrictionSummary, useDateText } from './RestrictionSummary.js';

/** The members' store, made with the section and ended with it. */
function useMembersStore(): MembersStore {
  const stores = useStores();
  const [store] = useState(() => createMembersStore({ api: stores.api }));
  useEffect(() => () => store.destroy(), [store]);
  return store;
}

/**
 * The back office's members (`/operator/members`, support, moderators and admins): find a member
 * by e-mail address, name or id, and open their record: account and arrival, payments, credit
 * changes (a grant with its operator and reason), reports by and about them, restrictions and
 * the audit trail about them (opening a record is itself recorded). Support and admins give
 * credits, send the confirmation link again and delete accounts from there (`MemberActions`);
 * moderators and admins restrict.
 */
export function MembersSection({ roles }: { roles: readonly OperatorRole[] }) {
  const store = useMembersStore();
  const state = useSnapshot(store.state);
  const problemText = useProblemText();
  const { t } = useTranslation('operator');
  const [q, setQ] = useState('');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (q.trim()) void store.actions.search(q);
  };
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="members-title">
        <h2 id="members-title" className={page.title}>
          {t('members.title')}
        </h2>
        <p className={page.intro}>{t('members.intro')}</p>
        <search>
          <form className={styles.filters} onSubmit={search}>
            <TextField
              label={t('members.search')}
              name="q"
              type="search"
              description={t('members.searchHint')}
              value={q}
              onChange={(value) => setQ(value.slice(0, 100))}
            />
            <div className={page.actions}>
              <Button type="submit">{t('members.submit')}</Button>
            </div>
          </form>
        </search>
        <div role="alert">
          {state.searchProblem ? (
            <Alert tone="danger">{problemText(state.searchProblem)}</Alert>
          ) : null}
        </div>
        {state.results === null ? null : state.results.length === 0 ? (
          <p role="status">{t('members.none')}</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table} aria-label={t('members.results')}>
              <thead>
                <tr>
                  <th scope="col">{t('members.columns.member')}</th>
                  <th scope="col">{t('members.columns.status')}</th>
                  <th scope="col" className={styles.number}>
                    {t('members.columns.credits')}
                  </th>
                  <th scope="col">{t('team.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {state.results.map((member) => (
                  <tr key={member.id}>
                    <th scope="row">
                      <span className={styles.name}>
                        {member.name}
                        {member.fictional ? ` (${t('members.fictional')})` : ''}
                      </span>
                      <span className={styles.muted}>
                        <Breakable text={member.email} />
                      </span>
                    </th>
                    <td>{t(`members.status.${member.status}`)}</td>
                    <td className={styles.number}>{member.credits}</td>
                    <td>
                      <Button
                        variant="secondary"
                        onPress={() => void store.actions.open(member.id)}
                      >
                        {t('members.open', { name: member.name })}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {state.recordProblem ? (
          <Alert tone="danger">{problemText(state.recordProblem)}</Alert>
        ) : state.open !== null && !state.record ? (
          <p role="status">{t('loading')}</p>
        ) : state.record ? (
          <MemberRecordView
            record={state.record as MemberRecord}
            store={store}
            mayRestrict={operatorMay(roles, 'restrictMember')}
            maySupport={operatorMay(roles, 'grantCredits')}
            mayRefund={operatorMay(roles, 'refundPayment')}
          />
        ) : null}
      </section>
    </div>
  );
}

function MemberRecordView({
  record,
  store,
  mayRestrict,
  maySupport,
  mayRefund,
}: {
  record: MemberRecord;
  store: MembersStore;
  mayRestrict: boolean;
  /** Support's actions: credits, the confirmation mail, deletion. */
  maySupport: boolean;
  mayRefund: boolean;
}) {
  const { t } = useTranslation(['operator', 'discovery']);
  const dateText = useDateText();
  const { member } = record;
  return (
    <article className={styles.detail} aria-labelledby="record-title">
      <h3 id="record-title" className={styles.subtitle}>
        {t('members.record', { name: member.name, id: member.id })}
      </h3>
      <dl className={styles.summary}>
        <dt>{t('members.fields.email')}</dt>
        <dd>
          <Breakable text={member.email} />
        </dd>
        <dt>{t('members.columns.status')}</dt>
        <dd>{t(`members.status.${member.status}`)}</dd>
        <dt>{t('members.fields.signup')}</dt>
        <dd>{dateText(member.signup_date)}</dd>
        <dt>{t('members.fields.lastSeen')}</dt>
        <dd>{member.last_seen_at ? dateText(member.last_seen_at) : t('members.never')}</dd>
        <dt>{t('members.fields.place')}</dt>
        <dd>{[member.city, member.country].filter(Boolean).join(', ')}</dd>
        <dt>{t('members.fields.source')}</dt>
        <dd>
          {member.source
            ? [member.source, member.sub1].filter(Boolean).join(' · ')
            : t('members.direct')}
        </dd>
        <dt>{t('members.columns.credits')}</dt>
        <dd>
          {member.credits}
          {member.paid_user ? ` · ${t('members.premium')}` : ''}
        </dd>
      </dl>
      <MemberPayments record={record} store={store} mayRefund={mayRefund} />
      <RecordList
        title={t('members.ledger')}
        empty={t('members.noLedger')}
        lines={record.ledger.map(
          (entry) =>
            `${dateText(entry.created_at)} · ${entry.amount > 0 ? '+' : ''}${entry.amount} · ${t(`members.ledgerReasons.${entry.reason}`)}${entry.operator ? ` · ${entry.operator}` : ''}${entry.note ? ` · ${entry.note}` : ''}`,
        )}
      />
      <RecordList
        title={t('members.reportsAbout')}
        empty={t('members.noReports')}
        lines={record.reports_about.map(
          (report) =>
            `${dateText(report.created_at)} · ${t(`discovery:report.reasons.${report.reason}`)} · ${t('members.by', { name: report.other ?? t('reports.erased') })} · ${report.decision ? t(`reports.decision.${report.decision}`) : t('members.openReport')}`,
        )}
      />
      <RecordList
        title={t('members.reportsBy')}
        empty={t('members.noReports')}
        lines={record.reports_by.map(
          (report) =>
            `${dateText(report.created_at)} · ${t(`discovery:report.reasons.${report.reason}`)} · ${t('members.about', { name: report.other ?? t('reports.erased') })}`,
        )}
      />
      <section className={styles.block} aria-labelledby="record-restrictions">
        <h4 id="record-restrictions" className={styles.blockTitle}>
          {t('members.restrictions')}
        </h4>
        {record.restrictions.length ? (
          <ul className={styles.stack}>
            {record.restrictions.map((restriction) => (
              <li key={restriction.id}>
                <RestrictionSummary restriction={restriction} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('members.noRestrictions')}</p>
        )}
      </section>
      <RecordList
        title={t('members.audit')}
        empty={t('members.noAudit')}
        lines={record.audit.map(
          (entry) =>
            `${dateText(entry.at)} · ${entry.operator?.name ?? t('audit.commandLine')} · ${t(`audit.actions.${entry.action}`)}`,
        )}
      />
      {maySupport ? <MemberActions record={record} store={store} /> : null}
      {mayRestrict ? <RestrictForm store={store} /> : null}
    </article>
  );
}

/** One part of a record: a titled list of lines, or what says there are none. */
function RecordList({ title, empty, lines }: { title: string; empty: string; lines: string[] }) {
  const id = `record-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h4 id={id} className={styles.blockTitle}>
        {title}
      </h4>
      {lines.length ? (
        <ul className={styles.details}>
          {lines.map((line, index) => (
            // Lines of one list never change order while shown: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </section>
  );
}

type RestrictKind = 'warning' | 'suspension' | 'ban';

/** Warning, suspension or ban of the open member, with the rule and the facts they read. */
function RestrictForm({ store }: { store: MembersStore }) {
  const { acting } = useSnapshot(store.state);
  const { t } = useTranslation(['operator', 'banPage']);
  const draft = useRestrictionDraft<RestrictKind>({ kind: 'warning', ground: 'harassment' });
  const kind = draft.kind;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const restriction = draft.restriction();
    if (!restriction) return;
    void store.actions.restrict({ kind, ...restriction }).then((result) => {
      if (result.ok) draft.clear();
    });
  };
  return (
    <section className={styles.block} aria-labelledby="restrict-title">
      <h4 id="restrict-title" className={styles.blockTitle}>
        {t('members.restrict')}
      </h4>
      <form className={styles.form} onSubmit={submit} noValidate>
        <ActionProblem store={store} action="restrict" />
        <RadioGroup
          label={t('reports.decision.label')}
          orientation="horizontal"
          options={(['warning', 'suspension', 'ban'] as const).map((id) => ({
            id,
            label: t(`reports.decision.${id}`),
          }))}
          value={kind}
          onChange={(value) => draft.setKind(value as RestrictKind)}
        />
        <RestrictionFields {...draft.fields} />
        <div className={page.actions}>
          <Button
            type="submit"
            variant={kind === 'ban' ? 'danger' : 'primary'}
            isPending={acting === 'restrict'}
          >
            {t('members.restrictSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

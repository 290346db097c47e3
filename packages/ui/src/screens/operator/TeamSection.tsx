import type {
  AddOperatorRequest,
  FieldProblem,
  OperatorRole,
  TeamOperator,
} from '@dating/contract';
import { OPERATOR_NAME_MAX_LENGTH, OPERATOR_ROLES } from '@dating/contract/enums';
import { createTeamStore, type TeamStore } from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Checkbox } from '../../components/Checkbox.js';
import { CheckboxGroup } from '../../components/CheckboxGroup.js';
import { Modal } from '../../components/Modal.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { Breakable } from './Breakable.js';
import { LoadFailed } from './LoadFailed.js';
import { useRoleNames } from './use-role-names.js';
import { useSectionStore } from './use-section-store.js';

/** What the admin is about to do to one operator, in a dialog. */
type Pending = { kind: 'roles' | 'disable' | 'reset'; operator: TeamOperator } | null;

/**
 * The back office's team (`/operator/team`, admins only): the brand's operators with their roles,
 * status and answers; adding one (their password is shown once), changing roles, switching one
 * off (after a confirmation) or on, and a new password (shown once). A change the server refuses
 * (the last active admin) says why in its dialog.
 */
export function TeamSection() {
  const store = useSectionStore(createTeamStore);
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const { t } = useTranslation('operator');
  const [pending, setPending] = useState<Pending>(null);
  const close = () => {
    setPending(null);
    store.actions.dismissChangeProblem();
  };
  const confirm = async (run: () => Promise<{ ok: boolean }>) => {
    if ((await run()).ok) setPending(null);
  };
  return (
    <div className={styles.section}>
      <section className={styles.page} aria-labelledby="team-title">
        <h2 id="team-title" className={page.title}>
          {t('team.title')}
        </h2>
        <p className={page.intro}>{t('team.intro', { brand: settings.name })}</p>
        {state.loadProblem ? (
          <LoadFailed
            title={t('team.loadFailed')}
            problem={state.loadProblem}
            onRetry={() => void store.actions.load()}
          />
        ) : null}
        {state.operators ? (
          <TeamTable
            operators={state.operators as TeamOperator[]}
            saving={state.saving}
            onRoles={(operator) => setPending({ kind: 'roles', operator })}
            onDisable={(operator) => setPending({ kind: 'disable', operator })}
            onEnable={(operator) => void store.actions.setDisabled(operator.id, false)}
            onReset={(operator) => setPending({ kind: 'reset', operator })}
          />
        ) : state.loadProblem ? null : (
          <p role="status">{t('loading')}</p>
        )}
        <AddOperatorForm store={store} />
      </section>
      {pending?.kind === 'roles' ? (
        <RolesDialog
          operator={pending.operator}
          store={store}
          onClose={close}
          onSave={(roles) => confirm(() => store.actions.setRoles(pending.operator.id, roles))}
        />
      ) : null}
      {pending && pending.kind !== 'roles' ? (
        <Modal
          title={t(`team.${pending.kind}Dialog.title`, { name: pending.operator.name })}
          isOpen
          onOpenChange={(open) => (open ? undefined : close())}
        >
          <p className={page.text}>
            {t(`team.${pending.kind}Dialog.text`, { name: pending.operator.name })}
          </p>
          <ChangeProblem store={store} />
          <div className={page.actions}>
            <Button
              variant={pending.kind === 'disable' ? 'danger' : 'primary'}
              isPending={state.saving === pending.operator.id}
              onPress={() =>
                void confirm(() =>
                  pending.kind === 'disable'
                    ? store.actions.setDisabled(pending.operator.id, true)
                    : store.actions.resetPassword(pending.operator.id),
                )
              }
            >
              {t(`team.${pending.kind}Dialog.confirm`)}
            </Button>
            <Button variant="secondary" onPress={close}>
              {t(`team.${pending.kind}Dialog.cancel`)}
            </Button>
          </div>
        </Modal>
      ) : null}
      {state.password ? (
        <Modal
          title={t('team.password.title', { email: state.password.email })}
          isOpen
          isDismissable={false}
          onOpenChange={() => undefined}
        >
          <p className={page.text}>
            {t(`team.password.${state.password.kind}`, { email: state.password.email })}
          </p>
          <p className={styles.password}>
            <span className={styles.passwordLabel}>{t('team.password.label')}</span>
            <code>{state.password.password}</code>
          </p>
          <div className={page.actions}>
            <Button onPress={() => store.actions.dismissPassword()}>
              {t('team.password.done')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

interface TeamTableProps {
  operators: TeamOperator[];
  saving: number | 'new' | null;
  onRoles(operator: TeamOperator): void;
  onDisable(operator: TeamOperator): void;
  onEnable(operator: TeamOperator): void;
  onReset(operator: TeamOperator): void;
}

function TeamTable({ operators, saving, onRoles, onDisable, onEnable, onReset }: TeamTableProps) {
  const { t, i18n } = useTranslation('operator');
  const roleNames = useRoleNames();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-labelledby="team-title">
        <thead>
          <tr>
            <th scope="col">{t('team.columns.operator')}</th>
            <th scope="col">{t('team.columns.roles')}</th>
            <th scope="col">{t('team.columns.status')}</th>
            <th scope="col" className={styles.number}>
              {t('team.columns.answers')}
            </th>
            <th scope="col">{t('team.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {operators.map((operator) => (
            <tr key={operator.id} data-disabled={operator.disabled || undefined}>
              <th scope="row">
                <span className={styles.name}>{operator.name}</span>
                <span className={styles.muted}>
                  <Breakable text={operator.email} />
                </span>
              </th>
              <td>{roleNames(operator.roles)}</td>
              <td>{t(`team.status.${operator.disabled ? 'disabled' : 'active'}`)}</td>
              <td className={styles.number}>{count.format(operator.answers)}</td>
              <td>
                {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, named for the row */}
                <div
                  role="group"
                  aria-label={t('team.actionsOf', { name: operator.name })}
                  className={styles.rowActions}
                >
                  <Button variant="secondary" onPress={() => onRoles(operator)}>
                    {t('team.editRoles')}
                  </Button>
                  {operator.disabled ? (
                    <Button
                      variant="secondary"
                      isPending={saving === operator.id}
                      onPress={() => onEnable(operator)}
                    >
                      {t('team.enable')}
                    </Button>
                  ) : (
                    <Button variant="secondary" onPress={() => onDisable(operator)}>
                      {t('team.disable')}
                    </Button>
                  )}
                  <Button variant="secondary" onPress={() => onReset(operator)}>
                    {t('team.resetPassword')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why the change in the open dialog was refused (the last active admin), if it was. */
function ChangeProblem({ store }: { store: TeamStore }) {
  const { changeProblem } = useSnapshot(store.state);
  const problemText = useProblemText();
  return (
    <div role="alert">
      {changeProblem ? <Alert tone="danger">{problemText(changeProblem.problem)}</Alert> : null}
    </div>
  );
}

/** The roles, each with what it opens, as checkboxes. */
function RoleChoice({
  value,
  onChange,
  errorMessage,
}: {
  value: readonly OperatorRole[];
  onChange(roles: OperatorRole[]): void;
  errorMessage?: string | null;
}) {
  const { t } = useTranslation('operator');
  return (
    <CheckboxGroup
      label={t('team.add.roles')}
      value={value}
      onChange={(roles) => onChange(roles as OperatorRole[])}
      errorMessage={errorMessage ?? null}
    >
      {OPERATOR_ROLES.map((role) => (
        <Checkbox key={role} value={role} description={t(`roleHelp.${role}`)}>
          {t(`roles.${role}`)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

function RolesDialog({
  operator,
  store,
  onClose,
  onSave,
}: {
  operator: TeamOperator;
  store: TeamStore;
  onClose(): void;
  onSave(roles: OperatorRole[]): Promise<void>;
}) {
  const { saving } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const fieldProblemText = useFieldProblemText();
  const [roles, setRoles] = useState<OperatorRole[]>([...operator.roles]);
  return (
    <Modal
      title={t('team.rolesDialog.title', { name: operator.name })}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (roles.length) void onSave(roles);
        }}
      >
        <p className={page.text}>{t('team.rolesDialog.intro', { name: operator.name })}</p>
        <RoleChoice
          value={roles}
          onChange={setRoles}
          errorMessage={roles.length ? null : fieldProblemText('roles', 'required')}
        />
        <ChangeProblem store={store} />
        <div className={page.actions}>
          <Button type="submit" isDisabled={!roles.length} isPending={saving === operator.id}>
            {t('team.rolesDialog.save')}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t('team.rolesDialog.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const EMPTY_FORM: AddOperatorRequest = { email: '', name: '', roles: ['chat'] };

/** Adding an operator: name, address and roles; the password follows, shown once. */
function AddOperatorForm({ store }: { store: TeamStore }) {
  const { saving } = useSnapshot(store.state);
  const { t, i18n } = useTranslation('operator');
  const fieldProblemText = useFieldProblemText();
  const problemText = useProblemText();
  const [fields, setFields] = useState<AddOperatorRequest>(EMPTY_FORM);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const problemOf = (field: string) => {
    const problem = problems[field];
    if (!problem) return null;
    const own = `team.add.problems.${field}.${problem}`;
    return i18n.exists(own, { ns: 'operator' })
      ? t(own, { count: OPERATOR_NAME_MAX_LENGTH })
      : fieldProblemText(field, problem);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await store.actions.add(fields);
    if (result.ok) {
      setFields(EMPTY_FORM);
      setProblems({});
      setFailure(null);
      return;
    }
    const found = result.problem.fields ?? {};
    setProblems(found as Record<string, FieldProblem>);
    setFailure(Object.keys(found).length ? null : problemText(result.problem));
  };
  return (
    <section className={page.card} aria-labelledby="add-operator-title">
      <h3 id="add-operator-title" className={styles.subtitle}>
        {t('team.add.title')}
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div role="alert">{failure ? <Alert tone="danger">{failure}</Alert> : null}</div>
        <div className={styles.fields}>
          <TextField
            label={t('team.add.name')}
            name="name"
            autoComplete="off"
            isRequired
            value={fields.name}
            onChange={(name) => setFields({ ...fields, name })}
            errorMessage={problemOf('name')}
          />
          <TextField
            label={t('team.add.email')}
            name="email"
            type="email"
            autoComplete="off"
            isRequired
            value={fields.email}
            onChange={(email) => setFields({ ...fields, email })}
            errorMessage={problemOf('email')}
          />
        </div>
        <RoleChoice
          value={fields.roles}
          onChange={(roles) => setFields({ ...fields, roles })}
          errorMessage={problemOf('roles')}
        />
        <div className={page.actions}>
          <Button type="submit" isPending={saving === 'new'}>
            {saving === 'new' ? t('team.add.pending') : t('team.add.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

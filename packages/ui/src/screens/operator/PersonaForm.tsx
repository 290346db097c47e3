import type {
  CreatePersonaRequest,
  FieldProblem,
  Gender,
  Interest,
  Persona,
} from '@dating/contract';
import { GENDERS, NOTES_MAX_LENGTH } from '@dating/contract/enums';
import { dateOfBirthProblem, locationProblems, usernameProblem } from '@dating/contract/rules';
import { regionTerm } from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { DateField } from '../../components/DateField.js';
import { FormMessage, type FormOutcome } from '../../components/FormMessage.js';
import { InterestsField } from '../../components/InterestsField.js';
import { LocationFields, type LocationValues } from '../../components/LocationFields.js';
import {
  PersonalDetailsFields,
  type PersonalDetailsValues,
} from '../../components/PersonalDetailsFields.js';
import { RadioGroup } from '../../components/RadioGroup.js';
import { TextArea } from '../../components/TextArea.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useCatalog, useLocale, useSettings, useStores } from '../../stores-context.js';
import styles from './BackOfficeSection.module.css';

/** Everything a persona's profile has, as the form holds it. */
interface PersonaDraft {
  name: string;
  gender: Gender;
  date_of_birth: string;
  location: LocationValues;
  details: PersonalDetailsValues;
  notes: string;
  interests: Interest[];
}

type Problems = Partial<Record<'name' | 'date_of_birth' | 'region', FieldProblem>>;

function draftOf(persona: Persona | null, country: string): PersonaDraft {
  return {
    name: persona?.name ?? '',
    gender: persona?.gender ?? 'female',
    date_of_birth: persona?.date_of_birth ?? '',
    location: {
      country: persona?.country ?? country,
      region: persona?.region_code ?? null,
      city: persona?.city ?? '',
    },
    details: {
      sexuality: persona?.sexuality ?? 'hetero',
      relationship_status: persona?.relationship_status ?? null,
      body_type: persona?.body_type ?? null,
      hair_color: persona?.hair_color ?? null,
      eye_color: persona?.eye_color ?? null,
      tattoos: persona?.tattoos ?? null,
    },
    notes: persona?.notes ?? '',
    interests: [...(persona?.interests ?? [])],
  };
}

/** The request the draft makes: every field of the persona. */
function fieldsOf(draft: PersonaDraft): CreatePersonaRequest {
  return {
    name: draft.name.trim(),
    gender: draft.gender,
    date_of_birth: draft.date_of_birth,
    country: draft.location.country as CreatePersonaRequest['country'],
    region: draft.location.region,
    city: draft.location.city.trim() || null,
    ...(draft.details as Pick<CreatePersonaRequest, 'sexuality'>),
    notes: draft.notes.trim() || null,
    interests: draft.interests,
  };
}

/** The fields that differ from the persona as it is (a change sends only those). */
function changesOf(fields: CreatePersonaRequest, persona: Persona): Partial<CreatePersonaRequest> {
  const before = fieldsOf(draftOf(persona, persona.country));
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) =>
        JSON.stringify(value) !== JSON.stringify(before[key as keyof CreatePersonaRequest]),
    ),
  );
}

/** Props of {@link PersonaForm}. */
export interface PersonaFormProps {
  /** The persona changed; null for a new one. */
  persona: Persona | null;
  saving: boolean;
  /** Saves the fields (all of a new persona, the changed ones of another); answers the outcome. */
  onSave(
    fields: Partial<CreatePersonaRequest>,
  ): Promise<{ ok: true } | { ok: false; problem: { code: string; fields: object } }>;
}

/**
 * Every field of a persona's profile: name, gender, date of birth (an adult's), the place (one of
 * the brand's countries, without the members' geolocation button), the personal details, the
 * about-me text and the interests. The rules are the contract's, checked before sending; what the
 * server refuses shows at its field.
 */
export function PersonaForm({ persona, saving, onSave }: PersonaFormProps) {
  const stores = useStores();
  const settings = useSettings();
  const catalog = useCatalog();
  const { language } = useLocale();
  const { t } = useTranslation(['operator', 'signup', 'profile', 'forms']);
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('persona');
  const [draft, setDraft] = useState(() => draftOf(persona, settings.countries[0] ?? 'NL'));
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  useEffect(() => {
    void stores.catalog.actions.loadRegions();
  }, [stores]);

  const regions = catalog.regions?.[draft.location.country] ?? [];
  const change = (changes: Partial<PersonaDraft>) => {
    setOutcome(null);
    setProblems({});
    setDraft((current) => ({ ...current, ...changes }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    const name = usernameProblem(draft.name, '');
    if (name) found.name = name;
    const age = dateOfBirthProblem(draft.date_of_birth, stores.clock.now());
    if (age) found.date_of_birth = age;
    const codes = regions.map((region) => region.code);
    const place = locationProblems(draft.location, codes);
    if (place.region) found.region = place.region;
    if (Object.keys(found).length) {
      setProblems(found);
      setOutcome({ tone: 'danger', text: problemText({ code: 'validation_failed' }) });
      return;
    }
    const fields = fieldsOf(draft);
    const changes = persona ? changesOf(fields, persona) : fields;
    if (Object.keys(changes).length === 0) {
      setOutcome({ tone: 'success', text: t('operator:personas.form.unchanged') });
      return;
    }
    const result = await onSave(changes);
    if (!result.ok) {
      const refused = result.problem.fields as Problems;
      setProblems(refused);
      const [field, problem] = Object.entries(refused)[0] ?? [];
      const text = field ? fieldProblemText(field, problem) : null;
      setOutcome({ tone: 'danger', text: text ?? problemText(result.problem as never) });
      return;
    }
    setOutcome({ tone: 'success', text: t('forms:saved') });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.fields}>
        <TextField
          label={t('operator:personas.form.name')}
          name="name"
          isRequired
          value={draft.name}
          onChange={(value) => change({ name: value })}
          errorMessage={fieldProblemText('name', problems.name)}
        />
        <DateField
          label={t('signup:dateOfBirth')}
          name="date_of_birth"
          isRequired
          description={t('operator:personas.form.adult')}
          value={draft.date_of_birth}
          onChange={(value) => change({ date_of_birth: value })}
          errorMessage={fieldProblemText('date_of_birth', problems.date_of_birth)}
        />
      </div>
      <RadioGroup
        label={t('operator:personas.form.gender')}
        name="gender"
        orientation="horizontal"
        options={GENDERS.map((gender) => ({ id: gender, label: t(`signup:genders.${gender}`) }))}
        value={draft.gender}
        onChange={(value) => change({ gender: value as Gender })}
      />
      <LocationFields
        values={draft.location}
        countries={settings.countries}
        regions={regions}
        regionTerm={regionTerm(draft.location.country)}
        language={language}
        onChange={(changes) => change({ location: { ...draft.location, ...changes } })}
        regionError={fieldProblemText('region', problems.region)}
      />
      <PersonalDetailsFields
        values={draft.details}
        onChange={(changes) => change({ details: { ...draft.details, ...changes } })}
      />
      <TextArea
        label={t('profile:about.notes')}
        name="notes"
        rows={5}
        maxLength={NOTES_MAX_LENGTH}
        description={t('operator:personas.form.notesHint', { count: NOTES_MAX_LENGTH })}
        value={draft.notes}
        onChange={(notes) => change({ notes })}
      />
      <InterestsField value={draft.interests} onChange={(interests) => change({ interests })} />
      <div className={styles.formActions}>
        <Button type="submit" isPending={saving}>
          {saving
            ? t('forms:saving')
            : persona
              ? t('operator:personas.form.save')
              : t('operator:personas.form.create')}
        </Button>
      </div>
      <FormMessage message={outcome} />
    </form>
  );
}

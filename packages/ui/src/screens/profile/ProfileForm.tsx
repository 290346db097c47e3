import type { ProfileUpdate, User } from '@dating/contract';
import { type FieldProblem, NOTES_MAX_LENGTH } from '@dating/contract/enums';
import { locationProblems } from '@dating/contract/rules';
import { regionTerm } from '@dating/logic';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { Button } from '../../components/Button.js';
import { FormMessage, type FormOutcome } from '../../components/FormMessage.js';
import { InterestsField } from '../../components/InterestsField.js';
import {
  type GeolocationButtonState,
  LocationFields,
  type LocationValues,
} from '../../components/LocationFields.js';
import {
  type PersonalDetail,
  PersonalDetailsFields,
  type PersonalDetailsValues,
} from '../../components/PersonalDetailsFields.js';
import { TextArea } from '../../components/TextArea.js';
import { useAccountStores, useGeolocation } from '../../hooks/use-account-stores.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useCatalog, useLocale, useSession, useSettings, useStores } from '../../stores-context.js';
import styles from './ProfileForm.module.css';

/** The parts of the profile a {@link ProfileForm} edits. */
export type ProfilePart = 'location' | 'details' | 'about';

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  parts: readonly ProfilePart[];
  /** The personal details asked (all by default). */
  details?: readonly PersonalDetail[];
  /** The save button's text; "Save" by default. */
  submitLabel?: string;
  /** Called after a successful save (the signup goes on to its next step). */
  onSaved?: () => void;
  /** Buttons next to the save button (the signup's Skip). */
  extraActions?: ReactNode;
}

interface Draft {
  location: LocationValues;
  details: PersonalDetailsValues;
  notes: string;
  interests: User['profile']['interests'];
}

function draftOf(user: Snapshot<User>): Draft {
  const { profile } = user;
  return {
    location: { country: profile.country, region: profile.region_code, city: profile.city ?? '' },
    details: {
      relationship_status: profile.relationship_status,
      sexuality: profile.sexuality,
      body_type: profile.body_type,
      hair_color: profile.hair_color,
      eye_color: profile.eye_color,
      tattoos: profile.tattoos,
    },
    notes: profile.notes ?? '',
    interests: [...profile.interests],
  };
}

function updateOf(draft: Draft, parts: readonly ProfilePart[], details: readonly PersonalDetail[]) {
  const update: Record<string, unknown> = {};
  if (parts.includes('location')) {
    update.country = draft.location.country;
    update.region = draft.location.region;
    update.city = draft.location.city.trim() || null;
  }
  if (parts.includes('details')) {
    for (const detail of details) update[detail] = draft.details[detail] ?? null;
  }
  if (parts.includes('about')) {
    update.notes = draft.notes.trim() || null;
    update.interests = draft.interests;
  }
  return update as ProfileUpdate;
}

/**
 * A form over parts of the own profile (location with the geolocation button, personal details,
 * "about me" and interests) with one save button. The profile page shows one per part; the
 * signup steps combine parts.
 */
export function ProfileForm({
  parts,
  details = ['relationship_status', 'sexuality', 'body_type', 'hair_color', 'eye_color', 'tattoos'],
  submitLabel,
  onSaved,
  extraActions,
}: ProfileFormProps) {
  const stores = useStores();
  const accountStores = useAccountStores();
  const settings = useSettings();
  const { user } = useSession();
  // Its own flag: the profile page has several forms, only the one saving says so.
  const [saving, setSaving] = useState(false);
  const catalog = useCatalog();
  const geolocation = useGeolocation();
  const { language } = useLocale();
  const { t } = useTranslation(['profile', 'forms']);
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText();
  const [draft, setDraft] = useState<Draft | null>(() => (user ? draftOf(user) : null));
  const [status, setStatus] = useState<FormOutcome | null>(null);
  const [outside, setOutside] = useState(false);
  const [regionProblem, setRegionProblem] = useState<FieldProblem | null>(null);

  const withLocation = parts.includes('location');
  useEffect(() => {
    if (withLocation) void stores.catalog.actions.loadRegions();
  }, [withLocation, stores]);

  if (!user || !draft) return null;
  const countryRegions = catalog.regions?.[draft.location.country] ?? [];
  const change = (changes: Partial<Draft>) => {
    setStatus(null);
    if (changes.location) setRegionProblem(null);
    // From the newest values: the geolocation answers after the member may have changed others.
    setDraft((current) => (current ? { ...current, ...changes } : current));
  };

  const locate = async () => {
    setOutside(false);
    const located = await accountStores.location.actions.locate();
    const place = located.ok ? located.value : null;
    if (!place) return;
    if (!settings.countries.includes(place.country)) {
      setOutside(true);
      return;
    }
    change({ location: { country: place.country, region: place.region, city: place.city } });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (withLocation) {
      const problems = locationProblems(
        draft.location,
        countryRegions.map((region) => region.code),
      );
      if (problems.region) {
        setRegionProblem(problems.region);
        setStatus({ tone: 'danger', text: problemText({ code: 'validation_failed' }) });
        return;
      }
    }
    setSaving(true);
    const result = await accountStores.profile.actions.saveProfile(updateOf(draft, parts, details));
    setSaving(false);
    if (!result.ok) {
      // The server names what it refused (a region of another country, notes too long, ...).
      const [field, problem] = Object.entries(result.problem.fields)[0] ?? [];
      if (field === 'region' && problem) setRegionProblem(problem);
      const text = field ? fieldProblemText(field, problem) : null;
      setStatus({ tone: 'danger', text: text ?? problemText(result.problem) });
      return;
    }
    setStatus({ tone: 'success', text: t('forms:saved') });
    onSaved?.();
  };

  const geolocationState: GeolocationButtonState = outside
    ? { status: 'error', error: 'outside', found: null }
    : {
        status: geolocation.status,
        error: geolocation.error,
        found: geolocation.place
          ? { city: geolocation.place.city, region: geolocation.place.region_name }
          : null,
      };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {parts.includes('location') ? (
        <LocationFields
          values={draft.location}
          countries={settings.countries}
          regions={countryRegions}
          regionTerm={regionTerm(draft.location.country)}
          language={language}
          onChange={(changes) => change({ location: { ...draft.location, ...changes } })}
          locate={{ state: geolocationState, onLocate: () => void locate() }}
          regionError={regionProblem ? fieldProblemText('region', regionProblem) : null}
        />
      ) : null}
      {parts.includes('details') ? (
        <PersonalDetailsFields
          values={draft.details}
          details={details}
          onChange={(changes) => change({ details: { ...draft.details, ...changes } })}
        />
      ) : null}
      {parts.includes('about') ? (
        <>
          <TextArea
            label={t('profile:about.notes')}
            name="notes"
            rows={5}
            maxLength={NOTES_MAX_LENGTH}
            description={t('profile:about.notesHint', { count: NOTES_MAX_LENGTH })}
            value={draft.notes}
            onChange={(notes) => change({ notes })}
          />
          <InterestsField value={draft.interests} onChange={(interests) => change({ interests })} />
        </>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          {saving ? t('forms:saving') : (submitLabel ?? t('forms:save'))}
        </Button>
        {extraActions}
      </div>
      <FormMessage message={status} />
    </form>
  );
}

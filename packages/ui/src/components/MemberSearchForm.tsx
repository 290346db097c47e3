import type { Region } from '@dating/contract';
import { type Country, type Gender, MAXIMUM_AGE, MINIMUM_AGE } from '@dating/contract/enums';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import { countryOptions } from './country-options.js';
import styles from './MemberSearchForm.module.css';
import { NumberField } from './NumberField.js';
import { Select } from './Select.js';

/** The filters the form edits. */
export interface MemberSearchValues {
  gender?: Gender;
  country?: Country;
  /** A region code of the chosen country. */
  countryregion?: string;
  min_age: number;
  max_age: number;
}

/** Props of {@link MemberSearchForm}. */
export interface MemberSearchFormProps {
  values: MemberSearchValues;
  /** The brand's countries, offered besides "All countries". */
  countries: readonly string[];
  /** The interface language, for country names. */
  language: string;
  onChange: (values: Partial<MemberSearchValues>) => void;
  onSubmit: () => void;
  isSearching?: boolean;
  /**
   * The region filter: its label (what the chosen country calls its regions) and the regions of
   * the chosen country. Left out (or without a country chosen) the filter is not shown.
   */
  regionFilter?: { label: string; regions: readonly Region[] } | null;
}

const ANY = 'any';

/**
 * The member search filters: gender, country, the region of that country (when the brand searches
 * by region), the age range, and the search button.
 */
export function MemberSearchForm({
  values,
  countries,
  language,
  onChange,
  onSubmit,
  isSearching = false,
  regionFilter = null,
}: MemberSearchFormProps) {
  const { t } = useTranslation('members');
  const countryChoices = countryOptions(countries, language);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('filters')}>
      <Select
        label={t('gender')}
        name="gender"
        value={values.gender ?? ANY}
        options={[
          { id: ANY, label: t('genders.any') },
          { id: 'female', label: t('genders.female') },
          { id: 'male', label: t('genders.male') },
        ]}
        onChange={(id) => onChange({ gender: id === ANY ? undefined : (id as Gender) })}
      />
      <Select
        label={t('country')}
        name="country"
        value={values.country ?? ANY}
        options={[{ id: ANY, label: t('anyCountry') }, ...countryChoices]}
        onChange={(id) => onChange({ country: id === ANY ? undefined : (id as Country) })}
      />
      {regionFilter && values.country ? (
        <Select
          label={regionFilter.label}
          name="countryregion"
          value={values.countryregion ?? ANY}
          options={[
            { id: ANY, label: t('anyRegion') },
            ...regionFilter.regions.map((region) => ({ id: region.code, label: region.name })),
          ]}
          onChange={(id) => onChange({ countryregion: id === ANY ? undefined : id })}
        />
      ) : null}
      <fieldset className={styles.ages}>
        <legend className={styles.legend}>{t('ageRange')}</legend>
        <NumberField
          label={t('minAge')}
          name="min_age"
          value={values.min_age}
          minValue={MINIMUM_AGE}
          maxValue={values.max_age}
          incrementLabel={t('increase', { field: t('minAge') })}
          decrementLabel={t('decrease', { field: t('minAge') })}
          onChange={(min_age) => onChange({ min_age })}
        />
        <NumberField
          label={t('maxAge')}
          name="max_age"
          value={values.max_age}
          minValue={values.min_age}
          maxValue={MAXIMUM_AGE}
          incrementLabel={t('increase', { field: t('maxAge') })}
          decrementLabel={t('decrease', { field: t('maxAge') })}
          onChange={(max_age) => onChange({ max_age })}
        />
      </fieldset>
      <Button type="submit" className={styles.submit} isPending={isSearching}>
        {t('search')}
      </Button>
    </form>
  );
}

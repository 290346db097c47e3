import type { Region } from '@dating/contract';
import type { LocationFailure, RegionTerm } from '@dating/logic';
import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import { countryOptions } from './country-options.js';
import styles from './LocationFields.module.css';
import { Select } from './Select.js';
import { TextField } from './TextField.js';

/** Where the member lives. */
export interface LocationValues {
  country: string;
  /** Region code, or null for none chosen. */
  region: string | null;
  city: string;
}

/** The geolocation button's state: `active` once a place was found, `error` when it failed. */
export interface GeolocationButtonState {
  status: 'idle' | 'locating' | 'active' | 'error';
  error: LocationFailure | 'outside' | null;
  /** The place found: town and region name. */
  found: { city: string; region: string | null } | null;
}

/** Props of {@link LocationFields}. */
export interface LocationFieldsProps {
  values: LocationValues;
  /** The brand's countries. */
  countries: readonly string[];
  /** The regions of the chosen country. */
  regions: readonly Region[];
  /** What the chosen country calls its regions (province, state, canton, ...). */
  regionTerm: RegionTerm;
  /** The interface language, for country names. */
  language: string;
  onChange: (changes: Partial<LocationValues>) => void;
  /** The button that fills the place from the device's position; none without it (a persona's). */
  locate?: { state: GeolocationButtonState; onLocate: () => void };
  /** Why the region cannot be saved (e.g. none chosen where the country has regions), or null. */
  regionError?: string | null;
}

const NO_REGION = 'none';

/**
 * Country, region (named as the country names it) and town, plus a button that fills them from
 * the device's position. The button shows whether it worked (active) or why not (error). Another
 * country clears the region and the town, which belonged to the country before.
 */
export function LocationFields({
  values,
  countries,
  regions,
  regionTerm,
  language,
  onChange,
  locate,
  regionError = null,
}: LocationFieldsProps) {
  return (
    <div className={styles.fields}>
      {locate ? <LocateButton {...locate} /> : null}
      <CountryRegionCity
        values={values}
        countries={countries}
        regions={regions}
        regionTerm={regionTerm}
        language={language}
        onChange={onChange}
        regionError={regionError}
      />
    </div>
  );
}

/** The geolocation button, with what it found or why it found nothing. */
function LocateButton({ state, onLocate }: NonNullable<LocationFieldsProps['locate']>) {
  const { t } = useTranslation('profile');
  const { status, error, found } = state;
  return (
    <div className={styles.locate}>
      <Button
        variant="secondary"
        data-state={status === 'active' || status === 'error' ? status : undefined}
        className={styles.locateButton}
        isPending={status === 'locating'}
        onPress={onLocate}
      >
        <LocateFixed aria-hidden="true" className={styles.locateIcon} />
        {status === 'locating' ? t('location.locating') : t('location.locate')}
      </Button>
      <p role="status" className={styles.found}>
        {status === 'active' && found
          ? found.region
            ? t('location.found', { city: found.city, region: found.region })
            : t('location.foundNoRegion', { city: found.city })
          : ''}
      </p>
      <p role="alert" className={styles.error}>
        {status === 'error' && error
          ? error === 'outside'
            ? t('location.outsideCountries')
            : t(`location.errors.${error}`)
          : ''}
      </p>
    </div>
  );
}

/** The country, the region (where the country has regions) and the town. */
function CountryRegionCity({
  values,
  countries,
  regions,
  regionTerm,
  language,
  onChange,
  regionError,
}: Omit<LocationFieldsProps, 'locate'>) {
  const { t } = useTranslation('profile');
  return (
    <>
      <Select
        label={t('location.country')}
        name="country"
        value={values.country}
        options={countryOptions(countries, language)}
        // A town of the country chosen before is not one of the new country's.
        onChange={(country) =>
          onChange(country === values.country ? {} : { country, region: null, city: '' })
        }
      />
      {regions.length ? (
        <Select
          label={t(`location.region.${regionTerm}`)}
          name="region"
          value={values.region ?? NO_REGION}
          options={[
            { id: NO_REGION, label: t('location.noRegion') },
            ...regions.map((region) => ({ id: region.code, label: region.name })),
          ]}
          onChange={(region) => onChange({ region: region === NO_REGION ? null : region })}
          errorMessage={regionError}
        />
      ) : null}
      <TextField
        label={t('location.city')}
        name="city"
        autoComplete="address-level2"
        value={values.city}
        onChange={(city) => onChange({ city })}
      />
    </>
  );
}

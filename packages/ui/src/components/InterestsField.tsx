import { INTERESTS, type Interest } from '@dating/contract/enums';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './Checkbox.js';
import { CheckboxGroup } from './CheckboxGroup.js';

/** Props of {@link InterestsField}. */
export interface InterestsFieldProps {
  value: readonly Interest[];
  onChange: (value: Interest[]) => void;
  /** The interests offered; every interest by default. */
  interests?: readonly Interest[];
}

/**
 * The interests a member picks, in the interface language: a wrapping row of tappable chips
 * (checkboxes: Tab reaches each, Space toggles it), filled with the accent colour when chosen.
 */
export function InterestsField({ value, onChange, interests = INTERESTS }: InterestsFieldProps) {
  const { t } = useTranslation('profile');
  return (
    <CheckboxGroup
      label={t('about.interests')}
      description={t('about.interestsHint')}
      value={value}
      onChange={(next) => onChange(next as Interest[])}
      layout="chips"
    >
      {interests.map((interest) => (
        <Checkbox key={interest} value={interest} variant="chip">
          {t(`interests.${interest}`)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

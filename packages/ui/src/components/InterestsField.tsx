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

/** The interests a member ticks, in the interface language. */
export function InterestsField({ value, onChange, interests = INTERESTS }: InterestsFieldProps) {
  const { t } = useTranslation('profile');
  return (
    <CheckboxGroup
      label={t('about.interests')}
      description={t('about.interestsHint')}
      value={value}
      onChange={(next) => onChange(next as Interest[])}
    >
      {interests.map((interest) => (
        <Checkbox key={interest} value={interest}>
          {t(`interests.${interest}`)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

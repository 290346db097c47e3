import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from '@dating/contract/enums';
import { useTranslation } from 'react-i18next';
import styles from './PersonalDetailsFields.module.css';
import { Select } from './Select.js';

/** The personal details a member fills in, with their choices. */
export const PERSONAL_DETAILS = {
  relationship_status: RELATIONSHIP_STATUSES,
  sexuality: SEXUALITIES,
  body_type: BODY_TYPES,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  tattoos: TATTOO_OPTIONS,
} as const;
export type PersonalDetail = keyof typeof PERSONAL_DETAILS;

/** The chosen value of each detail; null for "not set" (sexuality is always set). */
export type PersonalDetailsValues = Partial<Record<PersonalDetail, string | null>>;

/** Props of {@link PersonalDetailsFields}. */
export interface PersonalDetailsFieldsProps {
  values: PersonalDetailsValues;
  onChange: (changes: PersonalDetailsValues) => void;
  /** Which details to ask, in this order; all of them by default. */
  details?: readonly PersonalDetail[];
}

const NOT_SET = 'not_set';

/** A choice per personal detail (hair colour, eye colour, body type, ...), each one optional. */
export function PersonalDetailsFields({
  values,
  onChange,
  details = Object.keys(PERSONAL_DETAILS) as PersonalDetail[],
}: PersonalDetailsFieldsProps) {
  const { t } = useTranslation(['profile', 'forms']);
  return (
    <div className={styles.fields}>
      {details.map((detail) => {
        const required = detail === 'sexuality';
        const options = PERSONAL_DETAILS[detail].map((value) => ({
          id: value,
          label: t(`profile:details.values.${detail}.${value}`),
        }));
        return (
          <Select
            key={detail}
            label={t(`profile:details.${detail}`)}
            name={detail}
            value={values[detail] ?? NOT_SET}
            options={required ? options : [{ id: NOT_SET, label: t('forms:notSet') }, ...options]}
            onChange={(value) => onChange({ [detail]: value === NOT_SET ? null : value })}
          />
        );
      })}
    </div>
  );
}

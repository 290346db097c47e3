import { LANGUAGES } from '@dating/contract/enums';
import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  Label,
  Text,
} from 'react-aria-components/DateField';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useTranslation } from 'react-i18next';
import styles from './DateField.module.css';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** Visible label, also the accessible name. */
  label: string;
  /** ISO date (YYYY-MM-DD), or empty for none. */
  value: string;
  /** Called with the ISO date once every part is filled in, or with '' while it is not. */
  onChange: (value: string) => void;
  name?: string;
  isRequired?: boolean;
  description?: string;
  errorMessage?: string | null;
}

function calendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * A date typed in parts (day, month, year) in the order and words of the interface language,
 * each part a spin button: no calendar popup to scroll back decades for a date of birth.
 */
export function DateField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  ...props
}: DateFieldProps) {
  // The order of the parts follows the interface language, not the browser's.
  const { i18n } = useTranslation();
  const locale = LANGUAGES.find((option) => option.code === i18n.language)?.iso ?? i18n.language;
  return (
    <I18nProvider locale={locale}>
      <AriaDateField
        {...props}
        value={calendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        granularity="day"
        validationBehavior="aria"
        isInvalid={Boolean(errorMessage)}
        className={styles.field}
      >
        <Label className={styles.label}>{label}</Label>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError className={styles.error}>{errorMessage}</FieldError>
      </AriaDateField>
    </I18nProvider>
  );
}

import type { MemberProfile } from '@dating/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProfileDetails.module.css';

/** The personal details a profile view can list, in the brand's `visible_profile_fields` names. */
const DETAIL_FIELDS = [
  'sexuality',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

const isDetailField = (field: string): field is DetailField =>
  (DETAIL_FIELDS as readonly string[]).includes(field);

/** The parts of another member's profile that its details show. */
export type ProfileDetailsMember = Pick<
  MemberProfile,
  'name' | DetailField | 'interests' | 'notes'
>;

/** Props of {@link ProfileDetails}. */
export interface ProfileDetailsProps {
  profile: ProfileDetailsMember;
  /**
   * The brand's `visible_profile_fields`, in the order to show them. Personal details and
   * `interests` are listed; the place (`city`, `region`, `country`) is the header's, and unknown
   * names are left out.
   */
  fields: readonly string[];
  /** The brand's `visible_profile_notes`: whether the member's own words ("About me") show. */
  showNotes: boolean;
}

/**
 * Another member's details as a definition list (label, then the value in the viewer's
 * language; fields the member left empty are left out), then the member's own words.
 */
export function ProfileDetails({ profile, fields, showNotes }: ProfileDetailsProps) {
  const { t } = useTranslation(['discovery', 'profile']);
  const headingId = useId();
  const notesId = useId();
  const rows = fields.flatMap((field) => {
    if (isDetailField(field)) {
      const value = profile[field];
      return value
        ? [
            {
              field,
              label: t(`profile:details.${field}`),
              value: t(`profile:details.values.${field}.${value}`),
            },
          ]
        : [];
    }
    if (field === 'interests' && profile.interests.length) {
      const labels = profile.interests.map((interest) => t(`profile:interests.${interest}`));
      return [{ field, label: t('profile:about.interests'), value: labels.join(', ') }];
    }
    return [];
  });
  const notes = showNotes ? profile.notes?.trim() : null;
  return (
    <div className={styles.details}>
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.title}>
          {t('details.title')}
        </h2>
        {rows.length ? (
          <dl className={styles.list}>
            {rows.map((row) => (
              <div key={row.field} className={styles.row}>
                <dt className={styles.label}>{row.label}</dt>
                <dd className={styles.value}>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.empty}>{t('details.empty', { name: profile.name })}</p>
        )}
      </section>
      {notes ? (
        <section aria-labelledby={notesId} className={styles.section}>
          <h2 id={notesId} className={styles.title}>
            {t('profile:about.notes')}
          </h2>
          <p className={styles.notes}>{notes}</p>
        </section>
      ) : null}
    </div>
  );
}

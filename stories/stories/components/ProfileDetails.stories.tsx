import { ProfileDetails } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { fixtureMemberProfile } from '../../.storybook/member-profiles';
import { inMain } from '../../.storybook/page-frame';
import { type Translate, textsOf } from '../../.storybook/texts';

/** Every field a brand can show, in the brand file's names (the place is the header's). */
const ALL_FIELDS = [
  'city',
  'region',
  'relationship_status',
  'body_type',
  'hair_color',
  'eye_color',
  'tattoos',
  'sexuality',
  'interests',
] as const;

/**
 * Another member's details as label and value in the viewer's language (the brand chooses the
 * fields and their order), then the member's own words when the brand shows notes.
 */
const meta = {
  title: 'Components/ProfileDetails',
  component: ProfileDetails,
  decorators: [inMain],
  args: {
    profile: fixtureMemberProfile(),
    fields: ALL_FIELDS,
    showNotes: true,
  },
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown after a label in the definition list. */
function detailValue(canvasElement: HTMLElement, label: string): string | null | undefined {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const interests = (t: Translate) =>
  ['travelling', 'music', 'wine', 'yoga'].map((code) => t(`profile:interests.${code}`)).join(', ');

export const EveryField: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('discovery:details.title') })).toBeVisible();
    await expect(detailValue(canvasElement, t('profile:details.relationship_status'))).toBe(
      t('profile:details.values.relationship_status.single'),
    );
    await expect(detailValue(canvasElement, t('profile:details.hair_color'))).toBe(
      t('profile:details.values.hair_color.blond'),
    );
    await expect(detailValue(canvasElement, t('profile:details.tattoos'))).toBe(
      t('profile:details.values.tattoos.some'),
    );
    await expect(detailValue(canvasElement, t('profile:about.interests'))).toBe(interests(t));
    // Six details and the interests; the place belongs to the header.
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(7);
    await expect(canvas.getByRole('heading', { name: t('profile:about.notes') })).toBeVisible();
    await expect(canvas.getByText(/Sunday markets/)).toBeVisible();
  },
};

/** A brand listing a few fields, in its own order, without notes. */
export const BrandChoice: Story = {
  args: { fields: ['body_type', 'eye_color'], showNotes: false },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const terms = [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).toEqual([t('profile:details.body_type'), t('profile:details.eye_color')]);
    await expect(
      within(canvasElement).queryByRole('heading', { name: t('profile:about.notes') }),
    ).toBeNull();
  },
};

/** Fields the member left empty are left out. */
export const SomeFieldsEmpty: Story = {
  args: {
    profile: fixtureMemberProfile({ hair_color: null, tattoos: null, interests: [], notes: null }),
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t('profile:details.hair_color'))).toBeNull();
    await expect(canvas.queryByText(t('profile:about.interests'))).toBeNull();
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(4);
  },
};

export const NothingFilledIn: Story = {
  args: {
    profile: fixtureMemberProfile({
      hair_color: null,
      eye_color: null,
      body_type: null,
      relationship_status: null,
      tattoos: null,
      interests: [],
      notes: null,
    }),
    fields: ['hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos', 'interests'],
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      within(canvasElement).getByText(t('discovery:details.empty', { name: 'Sophie' })),
    ).toBeVisible();
  },
};

/* Phone (label above value) and desktop (side by side) in each theme. */
/** The themed sizes show every field, checked as in {@link EveryField}. */
const themed: Story = EveryField;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };

import { MAXIMUM_AGE, MINIMUM_AGE } from '@dating/contract/enums';
import { regionTerm } from '@dating/logic';
import {
  MemberSearchForm,
  type MemberSearchValues,
  useCatalog,
  useLocale,
  useSettings,
} from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { containing, textsOf } from '../../.storybook/texts';

interface FormArgs {
  values: MemberSearchValues;
  isSearching: boolean;
  onSubmit: () => void;
  /** Whether the brand searches by region (`search_fields` lists `countryregion`). */
  byRegion?: boolean;
}

/** The search filters (gender, the brand's countries, age range), country names in the toolbar language. */
const meta = {
  title: 'Components/MemberSearchForm',
  args: {
    values: { min_age: MINIMUM_AGE, max_age: MAXIMUM_AGE },
    isSearching: false,
    onSubmit: fn(),
  },
  render: function BrandForm({ byRegion = false, ...args }: FormArgs) {
    const settings = useSettings();
    const { language } = useLocale();
    const { regions } = useCatalog();
    const { t } = useTranslation('members');
    const [values, setValues] = useState(args.values);
    const country = values.country;
    return (
      <main style={{ padding: 'var(--dt-space-5)' }}>
        <MemberSearchForm
          {...args}
          values={values}
          countries={settings.countries}
          language={language}
          onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
          regionFilter={
            byRegion && country
              ? { label: t(`region.${regionTerm(country)}`), regions: regions?.[country] ?? [] }
              : null
          }
        />
      </main>
    );
  },
} satisfies Meta<FormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everyone: Story = {};

export const WomenInTheirThirties: Story = {
  args: { values: { gender: 'female', min_age: 30, max_age: 39 } },
};

export const Searching: Story = { args: { isSearching: true } };

export const ChooseAndSearch: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const gender = () => canvas.getByRole('button', { name: containing(t('members:gender')) });
    await userEvent.click(gender());
    await userEvent.click(await screen.findByRole('option', { name: t('members:genders.female') }));
    await expect(gender()).toHaveTextContent(t('members:genders.female'));
    const minimum = canvas.getByRole('textbox', { name: t('members:minAge') });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '30{Tab}');
    await expect(minimum).toHaveValue('30');
    await userEvent.click(canvas.getByRole('button', { name: t('members:search') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The region filter of a brand that searches by region, once a country is chosen. */
export const RegionFilter: Story = {
  args: { byRegion: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const anyRegion = () =>
      canvas.queryByRole('button', { name: new RegExp(`^${t('members:anyRegion')}`) });
    await expect(anyRegion()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: containing(t('members:country')) }));
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[1]!);
    await expect(anyRegion()).toBeVisible();
  },
};

import { Disclaimer, useBrandTexts } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

/** The brand's fictional-profiles warning, always shown in the default layout. */
const meta = {
  title: 'Components/Disclaimer',
  component: Disclaimer,
  args: { icon: '', text: '', label: '' },
  render: function BrandWarning() {
    const texts = useBrandTexts();
    const { t } = useTranslation('footer');
    return (
      <Disclaimer
        icon={texts.fictional_icon}
        text={texts.fictional_warning}
        label={t('disclaimer')}
      />
    );
  },
} satisfies Meta<typeof Disclaimer>;

export default meta;

export const BrandWarning: StoryObj<typeof meta> = {
  play: async ({ canvasElement, loaded }) => {
    const name = textsOf(loaded)('footer:disclaimer');
    await expect(within(canvasElement).getByRole('region', { name })).toBeVisible();
  },
};

import { Alert, Button, Link } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { textsOf } from '../../.storybook/texts';

type AlertStoryArgs = {
  tone: 'info' | 'success' | 'warning' | 'danger';
  withTitle: boolean;
  withActions: boolean;
};

/**
 * A message box inside a page. `danger` is an alert (announced at once); info, success and
 * warning are polite status messages. Shown with real texts of the site in the toolbar language.
 */
const meta = {
  title: 'Components/Alert',
  parameters: { layout: 'padded' },
  args: { tone: 'info', withTitle: true, withActions: false },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
  render: function Translated({ tone, withTitle, withActions }: AlertStoryArgs) {
    const { t } = useTranslation(['profile', 'signup', 'problems', 'account', 'notifications']);
    const content = {
      info: {
        title: t('profile:enrich.title'),
        body: t('profile:enrich.intro'),
        actions: <Button variant="ghost">{t('profile:enrich.dismiss')}</Button>,
      },
      success: {
        title: t('account:activation.doneTitle'),
        body: t('account:reset.done'),
        actions: (
          <Link to="/members" variant="button">
            {t('account:reset.toMembers')}
          </Link>
        ),
      },
      warning: {
        title: t('account:activation.errorTitle'),
        body: t('notifications:email.fix.bounce'),
        actions: <Button variant="secondary">{t('notifications:email.enable')}</Button>,
      },
      danger: {
        title: t('problems:account_exists'),
        body: t('signup:accountExists'),
        actions: (
          <>
            <Link to="/login" variant="button">
              {t('signup:login')}
            </Link>
            <Link to="/reset-password" variant="button-secondary">
              {t('signup:forgotPassword')}
            </Link>
          </>
        ),
      },
    }[tone];
    return (
      <main>
        <Alert
          tone={tone}
          {...(withTitle ? { title: content.title } : {})}
          {...(withActions ? { actions: content.actions } : {})}
        >
          <p>{content.body}</p>
        </Alert>
      </main>
    );
  },
} satisfies Meta<AlertStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { withActions: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('profile:enrich.title'));
    await expect(
      within(status).getByRole('button', { name: t('profile:enrich.dismiss') }),
    ).toBeVisible();
  },
};

export const Success: Story = { args: { tone: 'success', withActions: true } };

export const Warning: Story = { args: { tone: 'warning', withActions: true } };

export const Danger: Story = {
  args: { tone: 'danger', withActions: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('problems:account_exists'));
    await expect(within(alert).getByRole('link', { name: t('signup:login') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const WithoutTitle: Story = { args: { tone: 'danger', withTitle: false } };

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...Info, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...Info, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...Info, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...Info, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...Info, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...Info, globals: inTheme('sunrise', 'desktop') };

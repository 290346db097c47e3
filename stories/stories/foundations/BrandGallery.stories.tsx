import { brandTexts } from '@dating/contract/rules';
import { badgeText, creditsBadge, formatSupportPhone } from '@dating/logic';
import { fixtureImage } from '@dating/logic/testing';
import { themeToCss } from '@dating/themes';
import { Badge, Button, Disclaimer, Link, MemberCard, SiteFooter } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { BRANDS, settingsOfBrand } from '../../.storybook/brands';
import { THEME_WEB_FONTS, themeOfBrand } from '../../.storybook/theme';

type Brand = (typeof BRANDS)[number];

/** One brand's look: its theme scoped to a section, with the pieces a member sees most. */
function BrandSample({ brand }: { brand: Brand }) {
  const { t, i18n } = useTranslation(['navigation', 'footer']);
  const settings = settingsOfBrand(brand);
  const texts = brandTexts(settings, i18n.language);
  const scope = `[data-brand="${brand.slug}"]`;
  const card = { name: 'Giulia', age: 27, city: 'Roma', imageSrc: fixtureImage(6).filename };
  return (
    <section
      data-brand={brand.slug}
      aria-labelledby={`brand-${brand.slug}`}
      style={{
        background: 'var(--dt-color-background)',
        color: 'var(--dt-color-text)',
        fontFamily: 'var(--dt-font-family)',
        padding: 'var(--dt-space-5)',
        display: 'grid',
        gap: 'var(--dt-space-4)',
      }}
    >
      <style>{themeToCss(themeOfBrand(brand.theme), scope)}</style>
      <h2 id={`brand-${brand.slug}`}>
        {settings.name} · {brand.theme}
      </h2>
      <div style={{ display: 'flex', gap: 'var(--dt-space-3)', flexWrap: 'wrap' }}>
        <Button>{t('navigation:searchMembers')}</Button>
        <Button variant="secondary">{t('navigation:login')}</Button>
        <Button variant="ghost">{t('navigation:settings')}</Button>
        <Link to="/premium" variant="button">
          {t('navigation:getPremium')}
        </Link>
        <Badge>{badgeText(120) ?? ''}</Badge>
        <Badge tone={creditsBadge(5)?.tone}>5</Badge>
        <Badge tone={creditsBadge(0)?.tone}>0</Badge>
      </div>
      <div style={{ display: 'flex', gap: 'var(--dt-space-4)', flexWrap: 'wrap' }}>
        <div style={{ width: '14rem' }}>
          <MemberCard
            {...card}
            online
            fictional={{ icon: texts.fictional_icon, label: texts.fictional_singular }}
          />
        </div>
        <div style={{ width: '14rem' }}>
          <MemberCard name="Lotte" age={45} city={null} imageSrc={null} fictional={null} />
        </div>
      </div>
      <Disclaimer
        icon={texts.fictional_icon}
        text={texts.fictional_warning}
        label={`${t('footer:disclaimer')} (${settings.name})`}
      />
      <div
        style={{
          background: 'var(--dt-color-footer-background)',
          color: 'var(--dt-color-footer-text)',
        }}
      >
        <SiteFooter
          brandName={settings.name}
          loggedIn
          variant="copyright"
          year={2026}
          supportEmail={settings.support_email}
          supportPhone={formatSupportPhone(settings.support_phone)}
        />
      </div>
    </section>
  );
}

/**
 * Every brand side by side, each in its own theme, so that one run of the accessibility checks
 * covers the contrast of every theme in use (the toolbar brand only changes the page around).
 */
const meta = {
  title: 'Foundations/Brand gallery',
  render: () => (
    <main>
      <h1>Brands</h1>
      {BRANDS.map((brand) => (
        <BrandSample key={brand.slug} brand={brand} />
      ))}
    </main>
  ),
} satisfies Meta;

export default meta;

export const AllBrands: StoryObj<typeof meta> = {
  parameters: {
    // The gallery repeats each brand's footer on purpose; a real page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    for (const brand of BRANDS) {
      const section = canvas.getByRole('region', { name: new RegExp(`^${brand.name} ·`) });
      const { fictional_warning } = brandTexts(settingsOfBrand(brand), String(globals.locale));
      await expect(within(section).getByText(fictional_warning)).toBeVisible();
      // A count badge keeps its one line, wherever it stands (here in a row of buttons).
      const badge = within(section).getByText('5', { selector: '[data-tone]' });
      await expect(badge.getBoundingClientRect().height).toBeLessThan(
        2 * Number.parseFloat(getComputedStyle(badge).fontSize),
      );
    }
    // Every theme's web fonts load here as on the sites, not a fallback in their place.
    for (const family of THEME_WEB_FONTS) {
      const faces = await document.fonts.load(`16px "${family}"`);
      await expect(
        faces.map((face) => face.status),
        family,
      ).toContain('loaded');
    }
  },
};

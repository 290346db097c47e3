import { LANGUAGE_CODES } from '@dating/contract/enums';
import { mainLanguageOf } from '@dating/contract/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme, toolbarSettings } from '../../../.storybook/brands';
import { findPage, onWholeSite } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/**
 * The operator's pages, written in Markdown beside the brand file and rendered by the generator:
 * a page of its own at `/{token}` (`sites/<slug>/pages/safety-tips.<lang>.md`), in the visitor's
 * language, else in the brand's main language (marked with its `lang`), any other address of that
 * shape being the 404 page; and a legal page in the operator's words (`privacy.<lang>.md`).
 */
const safetyTips = {
  en: {
    title: 'Dating safely',
    html: async () =>
      '<h2>Before you meet</h2>\n<ul>\n<li>Chat here first; keep your phone number and address to yourself.</li>\n<li>Never send money to someone you have not met.</li>\n</ul>\n<h2>When you meet</h2>\n<p>Meet in a public place and tell a friend where you are. Something feels wrong? <a href="/complaints">Tell us</a>.</p>\n',
  },
  de: {
    title: 'Sicher daten',
    html: async () =>
      '<h2>Vor dem Treffen</h2>\n<ul>\n<li>Schreibt zuerst hier; Telefonnummer und Adresse behältst du für dich.</li>\n<li>Schicke nie Geld an jemanden, den du nicht getroffen hast.</li>\n</ul>\n<h2>Beim Treffen</h2>\n<p>Trefft euch an einem öffentlichen Ort und sag einer Freundin oder einem Freund, wo du bist. Kommt dir etwas seltsam vor? <a href="/complaints">Sag es uns</a>.</p>\n',
  },
  nl: {
    title: 'Veilig daten',
    html: async () =>
      '<h2>Voor je afspreekt</h2>\n<ul>\n<li>Chat eerst hier; je telefoonnummer en adres houd je voor jezelf.</li>\n<li>Stuur nooit geld naar iemand die je niet hebt ontmoet.</li>\n</ul>\n<h2>Als je afspreekt</h2>\n<p>Spreek af op een openbare plek en vertel een vriend of vriendin waar je bent. Voelt iets niet goed? <a href="/complaints">Laat het ons weten</a>.</p>\n',
  },
  es: {
    title: 'Citas seguras',
    html: async () =>
      '<h2>Antes de quedar</h2>\n<ul>\n<li>Chatea primero aquí; tu número de teléfono y tu dirección son solo tuyos.</li>\n<li>Nunca envíes dinero a alguien a quien no conoces en persona.</li>\n</ul>\n<h2>Cuando quedéis</h2>\n<p>Quedad en un lugar público y dile a alguien de confianza dónde estás. ¿Algo no te encaja? <a href="/complaints">Cuéntanoslo</a>.</p>\n',
  },
};

const meta = {
  title: 'Screens/Pages/OperatorPage',
  ...onWholeSite({ route: '/safety-tips', pages: { 'safety-tips': safetyTips } }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the toolbar's language where the page has it, else in the brand's main language. */
export const SafetyTips: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = String(globals.locale ?? 'en') as keyof typeof safetyTips;
    const main = mainLanguageOf(
      toolbarSettings(globals).domain_language,
    ) as keyof typeof safetyTips;
    const shown = safetyTips[language] ? language : main;
    const heading = await findPage(canvasElement, safetyTips[shown].title);
    // A language without its own version shows the main one, marked with its language.
    const article = heading.closest('article');
    if (shown === language) await expect(article).not.toHaveAttribute('lang');
    else await expect(article).toHaveAttribute('lang', main);
  },
};

/** An address of the same shape that is no page of the brand. */
export const NotAPage: Story = {
  ...onWholeSite({ route: '/safety', pages: { 'safety-tips': safetyTips } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('errors:notFound'));
    // Linked from the footer, but not shown at this address.
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).queryByText('Dating safely')).toBeNull();
  },
};

/** A legal page in the operator's words, in every language, instead of the product's. */
const operatorPrivacy = {
  title: 'How we handle your data',
  html: async () =>
    '<h2>Who is responsible</h2>\n<p>The company named in our imprint. Write to our support team with any question.</p>\n<h2>What we keep</h2>\n<ul>\n<li>Your account and profile, for as long as you have them.</li>\n<li>Your payments, for as long as the tax law asks.</li>\n</ul>\n',
};

export const LegalPageInTheOperatorsWords: Story = {
  ...onWholeSite({
    route: '/pages/privacy',
    pages: { privacy: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, operatorPrivacy])) },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, operatorPrivacy.title);
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'What we keep' }),
    ).toBeVisible();
  },
};

export const PhoneClassic: Story = { ...SafetyTips, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...SafetyTips, globals: inTheme('midnight', 'mobile') };
export const DesktopSunrise: Story = { ...SafetyTips, globals: inTheme('sunrise', 'desktop') };

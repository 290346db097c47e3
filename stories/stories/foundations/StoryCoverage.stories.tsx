import { themeNames } from '@dating/themes';
import * as ui from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { THEMES } from '../../.storybook/brands';

/** Exports of @dating/ui that are not things to look at. */
const NOT_VISUAL: Record<string, string> = {
  StoresProvider: 'every story renders inside it (see .storybook/decorators.tsx)',
  RequireMember: 'a route guard: the member-only screens show it (their Visitor stories)',
  Routes:
    'routing: screen stories with a route param use it (Screens/Likes, Screens/MemberProfile)',
  Route: 'routing: screen stories with a route param use it (Screens/Likes, Screens/MemberProfile)',
};

/**
 * The components of @dating/ui that it does not export: the parts of a screen, each shown by the
 * stories of what holds it (every lander design in `Screens/Landers`), or not a thing to look at.
 */
const PARTS: Record<string, { shownIn: string } | { notVisual: string }> = {
  BrandAssetsProvider: {
    notVisual: 'gives the pages the brand’s images (see .storybook/decorators.tsx)',
  },
  PageOverridesProvider: {
    notVisual: 'gives the pages the operator’s pages (Screens/Pages/OperatorPage)',
  },
  SiteRouter: { notVisual: 'routing: every story renders inside it (SiteApp)' },
  Navigate: { notVisual: 'routing: a redirect (Site/SiteRoutes shows them)' },
  NavLink: { shownIn: 'Components/TopNavigation' },
  LazyDropdownMenu: { shownIn: 'Components/TopNavigation' },
  LiveRegion: { shownIn: 'Components/Toast' },
  RouteAnnouncer: { shownIn: 'Layouts/DefaultLayout' },
  MemberAvatar: { shownIn: 'Components/ConversationList' },
  OnlineDot: { shownIn: 'Components/MemberCard' },
  LikedMemberPhoto: { shownIn: 'Modals/LikeModal' },
  SignupLaterStep: { shownIn: 'Sections/SignupFlow' },
  AloneTonightLander: { shownIn: 'Screens/Landers' },
  CollageLander: { shownIn: 'Screens/Landers' },
  GalleryLander: { shownIn: 'Screens/Landers' },
  IconsLander: { shownIn: 'Screens/Landers' },
  MapLander: { shownIn: 'Screens/Landers' },
  SocialLander: { shownIn: 'Screens/Landers' },
  SwipeLander: { shownIn: 'Screens/Landers' },
  TransitionsLander: { shownIn: 'Screens/Landers' },
  LanderVideo: { shownIn: 'Screens/Landers' },
  LanderMember: { shownIn: 'Screens/Landers' },
  LanderMembers: { shownIn: 'Screens/Landers' },
  LanderPitch: { shownIn: 'Screens/Landers' },
  LanderSignup: { shownIn: 'Screens/Landers' },
  LanderSlideshow: { shownIn: 'Screens/Landers' },
  LanderSplit: { shownIn: 'Screens/Landers' },
  CompanyDetails: { shownIn: 'Screens/Pages/ServicePage' },
  LegalDocument: { shownIn: 'Screens/Pages/TermsPage' },
  PageHeader: { shownIn: 'Screens/Pages/TermsPage' },
  RelatedPages: { shownIn: 'Screens/Pages/PrivacyPage' },
  LegalPageOrOperatorPage: { shownIn: 'Screens/Pages/OperatorPage' },
  OwnPage: { shownIn: 'Screens/Pages/OperatorPage' },
  BackOffice: { shownIn: 'Screens/Operator' },
  OperatorInbox: { shownIn: 'Screens/Operator' },
  PhotoReviewSection: { shownIn: 'Screens/Back office/Photo review' },
  ReportsSection: { shownIn: 'Screens/Back office/Moderation' },
  ReportDetail: { shownIn: 'Screens/Back office/Moderation' },
  NoticeDetail: { shownIn: 'Screens/Back office/Moderation' },
  MemberEvidence: { shownIn: 'Screens/Back office/Moderation' },
  ConversationEvidence: { shownIn: 'Screens/Back office/Moderation' },
  DecidedItem: { shownIn: 'Screens/Back office/Moderation' },
  DecisionForm: { shownIn: 'Screens/Back office/Moderation' },
  TransparencySection: { shownIn: 'Screens/Back office/Transparency' },
  ProfileTextsSection: { shownIn: 'Screens/Back office/Profile texts' },
  RestrictionNotices: { shownIn: 'Layouts/DefaultLayout' },
  AppealsSection: { shownIn: 'Screens/Back office/Moderation' },
  RestrictionSummary: { shownIn: 'Screens/Back office/Moderation' },
  TeamSection: { shownIn: 'Screens/Back office/Team' },
  Breakable: { shownIn: 'Screens/Back office/Team' },
  AuditSection: { shownIn: 'Screens/Back office/Audit log' },
  RestrictionNotice: { shownIn: 'Screens/Statement of reasons' },
  MembersSection: { shownIn: 'Screens/Back office/Members' },
  MemberActions: { shownIn: 'Screens/Back office/Members' },
  ActionProblem: { shownIn: 'Screens/Back office/Members' },
  MemberPayments: { shownIn: 'Screens/Back office/Members' },
  ReasonField: { shownIn: 'Screens/Back office/Members' },
  RestrictionFields: { shownIn: 'Screens/Back office/Moderation' },
  LoadFailed: { shownIn: 'Screens/Back office/Team' },
  PersonasSection: { shownIn: 'Screens/Back office/Personas' },
  PersonaForm: { shownIn: 'Screens/Back office/Personas' },
  SavedRepliesSection: { shownIn: 'Screens/Back office/Saved replies' },
  ConversationContextPanel: { shownIn: 'Screens/Operator' },
  InsightSection: { shownIn: 'Screens/Back office/Insight' },
  InsightChart: { shownIn: 'Screens/Back office/Insight' },
  DiscountCodesSection: { shownIn: 'Screens/Back office/Discount codes' },
  PhotoButton: { shownIn: 'Components/PhotoGrid' },
  LazyPhotoViewer: { shownIn: 'Components/PhotoGrid' },
};

/** The source of every component file of @dating/ui (tests left out). */
const componentSources = import.meta.glob<string>(
  ['../../../packages/ui/src/**/*.tsx', '!**/*.test.tsx', '!**/test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

/** The components that component files declare (`export function Name(`) and @dating/ui leaves out. */
function unexportedParts(): string[] {
  const names = Object.values(componentSources).flatMap((source) =>
    [...source.matchAll(/export function ([A-Z][A-Za-z0-9]*)\(/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(names)].filter((name) => !(name in ui)).sort();
}

const storyFiles = import.meta.glob<Record<string, unknown> & { default: Meta }>(
  ['../**/*.stories.tsx', '!./StoryCoverage.stories.tsx'],
  { eager: true },
);
const metas = Object.values(storyFiles).map((file) => file.default);

/** `<Size><Theme>`: the review story of a screen in one theme at one size (`PhoneClassic`). */
const reviewStory = (size: string, theme: string) =>
  `${size}${theme[0]?.toUpperCase()}${theme.slice(1)}`;

/**
 * The themes missing from files that review a screen by theme: a file with a `Phone<Theme>` or
 * `Desktop<Theme>` story shows every theme in one at least (the sizes may take turns).
 */
function missingThemeReviews(): string[] {
  const sizes = ['Phone', 'Desktop'];
  return Object.entries(storyFiles).flatMap(([path, file]) => {
    const reviewed = (theme: string) => sizes.some((size) => reviewStory(size, theme) in file);
    if (!THEMES.some(reviewed)) return [];
    return themeNames()
      .filter((theme) => !reviewed(theme))
      .map((theme) => `${path}: ${theme}`);
  });
}

/** PascalCase functions and React class components; other classes (errors) are not components. */
function isComponent(name: string, value: unknown): boolean {
  if (typeof value !== 'function' || !/^[A-Z]/.test(name)) return false;
  const isClass = /^class[\s{]/.test(Function.prototype.toString.call(value));
  return !isClass || Boolean((value.prototype as { isReactComponent?: unknown }).isReactComponent);
}

/** The React components @dating/ui exports (PascalCase functions), with the stories showing each. */
function coverage() {
  return Object.entries(ui)
    .filter(([name, value]) => isComponent(name, value))
    .filter(([name]) => !(name in NOT_VISUAL))
    .map(([name, value]) => ({
      name,
      titles: metas
        .filter((meta) => meta.component === value || meta.title?.split('/').at(-1) === name)
        .map((meta) => meta.title ?? ''),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function CoverageTable() {
  const rows = coverage();
  return (
    <main style={{ padding: 'var(--dt-space-5)' }}>
      <h1>Story coverage of @dating/ui</h1>
      <table>
        <caption>Every exported component and its stories</caption>
        <thead>
          <tr>
            <th scope="col">Export</th>
            <th scope="col">Stories</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>{row.titles.length ? row.titles.join(', ') : 'none yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

/**
 * Fails when @dating/ui exports a component that no story shows: add a story file whose meta has
 * `component: TheComponent` or a title ending in its name.
 */
const meta = {
  title: 'Foundations/Story coverage',
  render: () => <CoverageTable />,
} satisfies Meta;

export default meta;

export const EveryComponentHasAStory: StoryObj<typeof meta> = {
  play: async () => {
    const missing = coverage()
      .filter((row) => row.titles.length === 0)
      .map((row) => row.name);
    await expect(missing).toEqual([]);
  },
};

/**
 * Fails when a component file declares a part that @dating/ui does not export and `PARTS` does
 * not place (name the stories that show it), or when `PARTS` names a part or a story title that
 * is gone.
 */
export const EveryPartIsShown: StoryObj<typeof meta> = {
  play: async () => {
    const parts = unexportedParts();
    await expect(parts.filter((name) => !(name in PARTS))).toEqual([]);
    await expect(Object.keys(PARTS).filter((name) => !parts.includes(name))).toEqual([]);
    const titles = new Set(metas.map((meta) => meta.title));
    const shownIn = Object.values(PARTS).flatMap((part) =>
      'shownIn' in part ? [part.shownIn] : [],
    );
    await expect(shownIn.filter((title) => !titles.has(title))).toEqual([]);
  },
};

/**
 * Fails when a theme of `themes/` is not reviewed: `THEMES` of the stories (the toolbar lists
 * every theme by itself), and the `Phone<Theme>` or `Desktop<Theme>` stories of every file that
 * reviews a screen by theme.
 */
export const EveryThemeIsReviewed: StoryObj<typeof meta> = {
  play: async () => {
    await expect([...THEMES].sort()).toEqual([...themeNames()].sort());
    await expect(missingThemeReviews()).toEqual([]);
  },
};

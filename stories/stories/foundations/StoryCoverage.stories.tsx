import * as ui from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Exports of @dating/ui that are not things to look at. */
const NOT_VISUAL: Record<string, string> = {
  StoresProvider: 'every story renders inside it (see .storybook/decorators.tsx)',
  RequireMember: 'a route guard: the member-only screens show it (their Visitor stories)',
  Routes:
    'routing: screen stories with a route param use it (Screens/Likes, Screens/MemberProfile)',
  Route: 'routing: screen stories with a route param use it (Screens/Likes, Screens/MemberProfile)',
};

const storyFiles = import.meta.glob<Meta>(['../**/*.stories.tsx', '!./StoryCoverage.stories.tsx'], {
  eager: true,
  import: 'default',
});
const metas = Object.values(storyFiles);

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

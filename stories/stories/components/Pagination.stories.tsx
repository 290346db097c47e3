import { Pagination } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

/** Previous / next buttons with the position, in the toolbar's language; nothing for one page. */
const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: {
    page: 1,
    pageCount: 3,
    onPageChange: () => {},
    labels: { navigation: '', previous: '', next: '', status: '' },
  },
  render: function Translated(args) {
    const { t } = useTranslation('members');
    const [page, setPage] = useState(args.page);
    const labels = {
      navigation: t('pagination'),
      previous: t('previous'),
      next: t('next'),
      status: t('pageOf', { page, pages: args.pageCount }),
    };
    return <Pagination {...args} page={page} onPageChange={setPage} labels={labels} />;
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('members:previous') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('members:next') }));
    await expect(canvas.getByText(t('members:pageOf', { page: 2, pages: 3 }))).toBeVisible();
  },
};

export const MiddlePage: Story = { args: { page: 2 } };

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement, loaded }) => {
    const next = within(canvasElement).getByRole('button', {
      name: textsOf(loaded)('members:next'),
    });
    await expect(next).toBeDisabled();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../../test/render-site.js';

describe('complaints page', () => {
  it('files a notice about a profile and shows its reference', async () => {
    const { stores } = await renderSite({
      url: '/complaints?subject=member&url=https://heartline.example/members/7',
    });
    await screen.findByRole('heading', { level: 1, name: 'Report content or make a complaint' });
    expect(screen.getByRole('textbox', { name: 'Link to the content' })).toHaveValue(
      'https://heartline.example/members/7',
    );
    await userEvent.click(screen.getByRole('button', { name: /Why are you reporting it\?/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Against the terms: a fake or stolen identity' }),
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why is it illegal or against our terms?' }),
      'These are my photos.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Nora');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your e-mail address' }),
      'nora@example.org',
    );
    await userEvent.click(screen.getByText(/I confirm in good faith/));
    await userEvent.click(screen.getByRole('button', { name: 'Send notice' }));

    const filed = await screen.findByText(
      /Its reference is N-\d{10}\. We sent an acknowledgement to nora@example\.org/,
    );
    expect(filed).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send notice' })).toBeNull();
    expect(stores.api.callsTo('complain')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send another notice' }));
    expect(await screen.findByRole('button', { name: 'Send notice' })).toBeVisible();
  });

  it('names what is missing at its field and sends nothing', async () => {
    const { stores } = await renderSite({ url: '/complaints' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send notice' }));
    expect(
      await screen.findByText('Please confirm that your notice is made in good faith.'),
    ).toBeVisible();
    expect(
      screen.getByText('Add the link to the content, or choose a conversation.'),
    ).toBeVisible();
    expect(screen.getByText('Please explain what is wrong.')).toBeVisible();
    expect(stores.api.callsTo('complain')).toEqual([]);
  });

  it('lets a report of child sexual abuse material go without a name or an address', async () => {
    await renderSite({ url: '/complaints?subject=photo&url=https://heartline.example/members/7' });
    await userEvent.click(
      await screen.findByRole('button', { name: /Why are you reporting it\?/ }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: 'Illegal: child sexual abuse material' }),
    );
    expect(screen.getByText(/you may leave your name and address empty/)).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why is it illegal or against our terms?' }),
      'A child is shown.',
    );
    await userEvent.click(screen.getByText(/I confirm in good faith/));
    await userEvent.click(screen.getByRole('button', { name: 'Send notice' }));
    const status = await screen.findByText(/Without an e-mail address we cannot tell you/);
    expect(
      within(status.closest('[role="status"]') ?? document.body).getByText(/N-\d{10}/),
    ).toBeVisible();
  });
});

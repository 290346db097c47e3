import { createFakeClock, fixturePayment, fixtureUser } from '@dating/logic/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../../test/render-site.js';

const PURCHASE = '120 credits for €19.99, bought on October 1, 2026';

describe('withdrawal function', () => {
  it('withdraws in two steps, identify then confirm, and shows when it arrived', async () => {
    const { stores } = await renderSite({
      url: '/withdrawal',
      user: fixtureUser({ paid: true, credits: 120 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Withdraw from contract here' });
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: choose the purchase' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(await screen.findByText(PURCHASE));
    expect(screen.getByText('You get your money back')).toBeVisible();
    expect(
      screen.getByText('You can withdraw from it until the end of October 15, 2026 (UTC).'),
    ).toBeVisible();
    expect(screen.getByText('alex@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const confirmStep = screen.getByRole('heading', {
      name: 'Step 2 of 2: confirm your withdrawal',
    });
    expect(confirmStep).toHaveFocus();
    expect(screen.getByText(`You withdraw from this purchase: ${PURCHASE}.`)).toBeVisible();
    expect(stores.api.callsTo('withdraw')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(
      await screen.findByText(
        'We received your withdrawal on November 23, 2026 at 12:05:00 PM UTC',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your withdrawal' })).toHaveFocus();
    expect(
      screen.getByText(
        'It is filed under the reference W-FAKE000001. A confirmation is on its way to alex@example.com.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/We refund €19\.99 .* within 14 days at the latest/)).toBeVisible();
    expect(stores.api.callsTo('withdraw')).toEqual([
      { body: { payment_id: fixturePayment().payment_id } },
    ]);
  });

  it('says before the confirmation that a purchase whose credits were used is not refunded', async () => {
    await renderSite({
      url: `/withdrawal?payment=${fixturePayment().payment_id}`,
      user: fixtureUser({ paid: true, credits: 20 }),
    });
    expect(await screen.findByRole('radio', { name: PURCHASE })).toBeChecked();
    expect(screen.getByText('No refund for this purchase')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: PURCHASE })).toBeChecked();
  });

  it('says when there is nothing to withdraw from, and links the return policy', async () => {
    await renderSite({
      url: '/withdrawal',
      user: fixtureUser({ paid: true }),
      payments: { payments: [] },
    });
    expect(
      await screen.findByText(
        'You have no purchase from the last 14 days that you can withdraw from.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read our return policy' })).toHaveAttribute(
      'href',
      '/pages/return-policy',
    );
  });

  it('is linked from a paid purchase’s page while its period runs', async () => {
    const id = fixturePayment().payment_id;
    await renderSite({
      url: `/transactions/${id}`,
      user: fixtureUser({ paid: true }),
      clock: createFakeClock(Date.UTC(2026, 9, 15, 23)),
    });
    const note = await screen.findByText(
      /You can withdraw from this purchase until the end of October 15, 2026 \(UTC\)\./,
    );
    expect(within(note).getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute(
      'href',
      `/withdrawal?payment=${id}`,
    );
  });

  it('is not linked once the period is over', async () => {
    await renderSite({
      url: `/transactions/${fixturePayment().payment_id}`,
      user: fixtureUser({ paid: true }),
      clock: createFakeClock(Date.UTC(2026, 9, 16)),
    });
    await screen.findByText('Payment received');
    expect(screen.queryByText(/You can withdraw from this purchase/)).toBeNull();
    // The footer's link stays: the function is there for every purchase still in its period.
    expect(screen.getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute(
      'href',
      '/withdrawal',
    );
  });
});

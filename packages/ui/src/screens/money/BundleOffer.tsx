import type { BundlesResponse, DiscountCode } from '@dating/contract';
import type { BundleTier } from '@dating/contract/enums';
import { orderDiscount } from '@dating/logic';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { BundleList } from '../../components/BundleList.js';
import { Button } from '../../components/Button.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useLocale, useSession, useStores } from '../../stores-context.js';
import { codeQuery, type Shop } from './use-shop-store.js';

/** Where choosing package `id` leads: its checkout. */
export const checkoutPath = (id: BundleTier) => `/credits/${id}`;

/** The direct debit form of package `id`, carrying an entered discount code. */
export const directDebitPath = (id: BundleTier, code: string | null) =>
  `/directdebit?${new URLSearchParams({ bundle: id, ...(code ? { code } : {}) })}`;

/**
 * The packages on sale as the shop store has them: a progress text until the first answer, the
 * error with a retry when loading failed, else the package cards leading to their checkout,
 * priced with the member's discount for each (`orderDiscount`: an entered code that applies to
 * it, else the time bonus, else the welcome discount); the links carry an entered code along.
 */
export function BundleOffer({ shop }: { shop: Shop }) {
  const { store, state } = shop;
  const { language } = useLocale();
  const { user } = useSession();
  const { clock } = useStores();
  const memberId = user?.profile.id;
  useEffect(() => {
    if (memberId !== undefined) void store.actions.loadDiscount();
  }, [store, memberId]);
  const problemText = useProblemText();
  const { t } = useTranslation('money');
  const offer = state.offer as BundlesResponse | null;
  if (state.problem && !offer) {
    return (
      <Alert
        tone="danger"
        title={t('bundles.loadFailed')}
        actions={
          <Button variant="secondary" onPress={() => void store.actions.load()}>
            {t('bundles.retry')}
          </Button>
        }
      >
        {problemText(state.problem)}
      </Alert>
    );
  }
  if (!offer) return <p role="status">{t('bundles.loading')}</p>;
  const code = state.code as DiscountCode | null;
  return (
    <BundleList
      offer={offer}
      language={language}
      hrefOf={(id) => `${checkoutPath(id)}${codeQuery(code ? code.code : null)}`}
      discountOf={(bundle) =>
        orderDiscount(
          state.discount,
          code,
          { amount: bundle.price, currency: offer.currency },
          clock.now(),
        ).discount?.percentage ?? null
      }
    />
  );
}

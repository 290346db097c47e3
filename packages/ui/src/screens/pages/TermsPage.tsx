import { LegalDocument } from './LegalDocument.js';
import { RelatedPages } from './RelatedPages.js';
import { useLegalPage } from './use-legal-page.js';

/**
 * The terms and conditions (`/pages/terms`): the service, accounts, fictional profiles (plainly,
 * before any purchase), credits and Premium, payments, the right of withdrawal and its loss on
 * immediate delivery, conduct, content, termination, liability, changes and law; versioned by the
 * company details' date.
 */
export function TermsPage() {
  const { values } = useLegalPage();
  return (
    <LegalDocument
      namespace="termsPage"
      values={values}
      sections={[
        { id: 'provider', extra: <RelatedPages pages={['service']} /> },
        { id: 'service', extra: <RelatedPages pages={['pricing', 'faq']} /> },
        { id: 'account' },
        { id: 'fictional' },
        { id: 'credits', extra: <RelatedPages pages={['pricing']} /> },
        { id: 'payments' },
        { id: 'withdrawal', extra: <RelatedPages pages={['returnPolicy']} /> },
        { id: 'conduct', extra: <RelatedPages pages={['ban']} /> },
        { id: 'content' },
        { id: 'ending', extra: <RelatedPages pages={['privacy', 'ban']} /> },
        { id: 'liability' },
        { id: 'changes' },
        { id: 'law' },
      ]}
    />
  );
}

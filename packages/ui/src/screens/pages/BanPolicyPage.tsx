import { LegalDocument } from './LegalDocument.js';
import { RelatedPages } from './RelatedPages.js';
import { useLegalPage } from './use-legal-page.js';

/**
 * The ban policy (`/pages/ban`): what the brand acts against, the measures (removal, warning,
 * suspension, ban), the statement of reasons every restriction comes with (EU DSA Art. 17), the
 * appeal (Art. 20), reports, and what happens to credits.
 */
export function BanPolicyPage() {
  const { values } = useLegalPage();
  return (
    <LegalDocument
      namespace="banPage"
      values={values}
      sections={[
        { id: 'reasons', extra: <RelatedPages pages={['terms']} /> },
        { id: 'measures' },
        { id: 'reasonsStatement' },
        { id: 'appeal' },
        { id: 'reports' },
        { id: 'credits', extra: <RelatedPages pages={['returnPolicy']} /> },
      ]}
    />
  );
}

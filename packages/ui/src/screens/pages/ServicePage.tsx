import { CompanyDetails } from './CompanyDetails.js';
import { LegalDocument } from './LegalDocument.js';
import { RelatedPages } from './RelatedPages.js';
import { useLegalPage } from './use-legal-page.js';

/**
 * Service and imprint (`/pages/service`): who runs the brand (company, address, registry and VAT
 * numbers, trade names) and how to reach it, the point of contact under the EU DSA, and where to
 * report content.
 */
export function ServicePage() {
  const { values } = useLegalPage();
  return (
    <LegalDocument
      namespace="servicePage"
      values={values}
      versioned={false}
      contents={false}
      sections={[
        {
          id: 'provider',
          extra: <CompanyDetails />,
        },
        { id: 'contact', extra: <RelatedPages pages={['faq']} /> },
        { id: 'complaints', extra: <RelatedPages pages={['ban']} /> },
        { id: 'disputes' },
      ]}
    />
  );
}

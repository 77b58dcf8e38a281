// /privacy-policy, /terms-of-use, /cookies-policy (docs/product.md §2): the legal documents. Their
// text (packages/shared/src/legal-documents.ts) comes with these pages only, not with the shell
// every first visit downloads (docs/performance.md).
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page.tsx';

export function PrivacyPolicyRoute() {
  return <LegalDocumentPage id="privacy-policy" />;
}

export function TermsOfUseRoute() {
  return <LegalDocumentPage id="terms-of-use" />;
}

export function CookiesPolicyRoute() {
  return <LegalDocumentPage id="cookies-policy" />;
}

// A sentence that names the site's Privacy Policy and Terms of Use (tagged <privacy>…</privacy>
// and <terms>…</terms>): each a link that opens in a new tab, so what is being agreed to stays open.
import { Link } from 'react-router';
import { TaggedText } from '../lib/tagged-text.tsx';

const SITE_TERMS_LINKS = {
  privacy: (words: string) => <Link to="/privacy-policy" target="_blank" rel="noopener">{words}</Link>,
  terms: (words: string) => <Link to="/terms-of-use" target="_blank" rel="noopener">{words}</Link>,
};

export function SiteTermsText({ text }: { text: string }) {
  return <TaggedText text={text} parts={SITE_TERMS_LINKS} />;
}

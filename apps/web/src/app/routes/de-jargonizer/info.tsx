// /de-jargonizer/about, /instructions, /development, /how-to-cite, /contact-us.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutPage } from '../../../features/de-jargonizer/components/info/about-page.tsx';
import { ContactUsPage } from '../../../features/de-jargonizer/components/info/contact-us-page.tsx';
import { DevelopmentPage } from '../../../features/de-jargonizer/components/info/development-page.tsx';
import { HowToCitePage } from '../../../features/de-jargonizer/components/info/how-to-cite-page.tsx';
import { InstructionsPage } from '../../../features/de-jargonizer/components/info/instructions-page.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const pages = {
  about: AboutPage,
  instructions: InstructionsPage,
  development: DevelopmentPage,
  howToCite: HowToCitePage,
  contactUs: ContactUsPage,
} satisfies Record<string, ComponentType>;

export function DeJargonizerInfoRoute({ page }: { page: keyof typeof pages }) {
  const { t } = useTranslation('de-jargonizer');
  usePageTitle(`${t(`deJargonizer.nav.${page}`)} – ${t('deJargonizer.title')}`);
  const Page = pages[page];
  return <Page />;
}

// The reader's page in Hebrew or Arabic (its light entry, reader-main.tsx): the shell's strings
// and the reader check's only, fetched on first use, instead of every feature's (the site's
// lazy-translations.ts).
import { withFeatureFiles, type Strings } from '../../../lib/merge-strings.ts';
import { translationBackend } from '../../../lib/translation-backend.ts';

const bases = import.meta.glob<Strings>('../../../locales/{he,ar}.json', { import: 'default' });
const own = import.meta.glob<Strings>('../../../locales/reader-check/{he,ar}.json', { import: 'default' });

/** The shell's and the reader check's strings in `language`; rejects for a language the site lacks. */
export async function loadReaderTranslation(language: string): Promise<Strings> {
  const base = bases[`../../../locales/${language}.json`];
  const feature = own[`../../../locales/reader-check/${language}.json`];
  if (base === undefined || feature === undefined) throw new Error(`The site has no strings in "${language}".`);
  const [strings, featureStrings] = await Promise.all([base(), feature()]);
  return withFeatureFiles(language, strings, { [`reader-check/${language}.json`]: featureStrings });
}

export const readerTranslations = translationBackend(loadReaderTranslation);

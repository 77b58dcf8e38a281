import { describe, expect, it } from 'vitest';
import { catalogueRenderer } from '../i18n/message-templates.ts';
import { coachLanguages } from '../i18n/language.ts';
import { allRemarkKinds, remarkKinds } from './kinds.ts';
import { findingCatalogues } from './messages/index.ts';

const renderer = catalogueRenderer(findingCatalogues, true);

describe('the registry of remark kinds', () => {
  it('names, for every kind, message keys the catalogues have in every language', () => {
    const missing = allRemarkKinds.flatMap((kind) =>
      remarkKinds[kind].messages.flatMap((key) =>
        coachLanguages
          .filter((language) => !renderer.exists(language, key))
          .map((language) => `${kind}: ${key} (${language})`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('gives every kind an id dotted by area', () => {
    expect(allRemarkKinds.filter((kind) => !/^[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+$/.test(kind))).toEqual(
      [],
    );
  });
});

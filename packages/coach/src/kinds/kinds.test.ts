import { describe, expect, it } from 'vitest';
import { catalogueRenderer } from '../i18n/message-templates.ts';
import { coachLanguages } from '../i18n/language.ts';
import { areaMessages } from '../areas/all-areas.ts';
import { allRemarkKinds, remarkKinds } from './kinds.ts';
import type { KindDefinition } from '../findings/kind-definition.ts';
import type { FindingCatalogue } from '../i18n/catalogue.ts';
import { findingCatalogues } from './catalogues.ts';

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

  it("finds every kind's message keys in its own module's catalogue, or its area's where no rule makes it, in every language", () => {
    const elsewhere = allRemarkKinds.flatMap((kind) => {
      const definition: KindDefinition & { catalogue?: FindingCatalogue } = remarkKinds[kind];
      const catalogue = definition.catalogue ?? areaMessages[definition.area];
      return definition.messages.flatMap((key) =>
        coachLanguages
          .filter((language) => !catalogue || (!Object.hasOwn(catalogue[language], key) && !Object.hasOwn(catalogue[language], `${key}_other`)))
          .map((language) => `${kind} (${definition.area}): ${key} (${language})`),
      );
    });
    expect(elsewhere).toEqual([]);
  });

  it('holds no message key in two catalogues', () => {
    const keys = findingCatalogues.flatMap((catalogue) => Object.keys(catalogue.en));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('gives every kind an id dotted by area', () => {
    expect(allRemarkKinds.filter((kind) => !/^[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+$/.test(kind))).toEqual(
      [],
    );
  });
});

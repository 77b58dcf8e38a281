import { describe, expect, it } from 'vitest';
import { catalogueRenderer } from '../i18n/message-templates.ts';
import { coachLanguages } from '../i18n/language.ts';
import { areaModules } from '../areas/all-areas.ts';
import { allRemarkKinds, remarkKinds } from './kinds.ts';
import { areaCatalogues, findingCatalogues } from './messages/index.ts';

const renderer = catalogueRenderer(findingCatalogues, true);

describe('the registry of remark kinds', () => {
  it("is every area's kinds, each defined in its own area's folder", () => {
    const defined = Object.entries(areaModules).flatMap(([area, { kinds }]) =>
      Object.entries(kinds).map(([kind, definition]) => ({ kind, area, definedFor: definition.area })),
    );
    expect(defined.map(({ kind }) => kind).sort()).toEqual([...allRemarkKinds].sort());
    expect(defined.filter(({ area, definedFor }) => area !== definedFor)).toEqual([]);
  });

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

  it("finds every kind's message keys in its own area's catalogue, in every language", () => {
    const elsewhere = allRemarkKinds.flatMap((kind) => {
      const { area, messages } = remarkKinds[kind];
      return messages.flatMap((key) =>
        coachLanguages
          .filter((language) => !Object.hasOwn(areaCatalogues[area][language], key) && !Object.hasOwn(areaCatalogues[area][language], `${key}_other`))
          .map((language) => `${kind} (${area}): ${key} (${language})`),
      );
    });
    expect(elsewhere).toEqual([]);
  });

  it('gives every kind an id dotted by area', () => {
    expect(allRemarkKinds.filter((kind) => !/^[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+$/.test(kind))).toEqual(
      [],
    );
  });
});

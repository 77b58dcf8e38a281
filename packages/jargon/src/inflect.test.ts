import { describe, expect, it } from 'vitest';
import { formKindOf, inflectAs } from './inflect.ts';

describe('a replacement in the sentence’s form', () => {
  it.each([
    ['reduce', 'past', 'reduced'],
    ['stop', 'past', 'stopped'],
    ['open', 'past', 'opened'],
    ['worry', 'past', 'worried'],
    ['admit', 'past', 'admitted'],
    ['begin', 'past', 'began'],
    ['begin', 'participle', 'begun'],
    ['show', 'participle', 'shown'],
    ['show', 'past', 'showed'],
    ['get', 'past', 'got'],
    ['build up', 'past', 'built up'],
    ['use', 'ing', 'using'],
    ['stop', 'ing', 'stopping'],
    ['see', 'ing', 'seeing'],
    ['die', 'ing', 'dying'],
    ['layer', 's', 'layers'],
    ['match', 's', 'matches'],
    ['body', 's', 'bodies'],
    ['child', 's', 'children'],
    ['go', 's', 'goes'],
    ['day', 's', 'days'],
    ['big', 'comparative', 'bigger'],
    ['easy', 'comparative', 'easier'],
    ['safe', 'comparative', 'safer'],
    ['good', 'comparative', 'better'],
    ['harmful', 'comparative', 'more harmful'],
    ['rough', 'superlative', 'roughest'],
    ['use', 'base', 'use'],
  ] as const)('%s as %s: %s', (word, kind, expected) => {
    expect(inflectAs(word, kind)).toBe(expected);
  });

  it.each([
    ['reduced', 'reduce', 'v', 'the', 'past'],
    ['reduced', 'reduce', 'v', 'was', 'participle'],
    ['utilised', 'utilise', null, 'they', 'past'],
    ['utilizing', 'utilize', 'v', 'by', 'ing'],
    ['larvae', 'larva', 'n', 'the', 's'],
    ['strata', 'stratum', 'n', 'the', 's'],
    ['facilitates', 'facilitate', null, 'it', 's'],
    ['sparser', 'sparse', 'a', 'is', 'comparative'],
    ['sparsest', 'sparse', 'a', 'the', 'superlative'],
    ['computer', 'compute', 'n', 'the', 'base'],
    ['arid', 'arid', 'a', 'the', 'base'],
  ] as const)('%s of %s reads as %s', (form, lemma, pos, previous, expected) => {
    expect(formKindOf(form, lemma, pos, previous)).toBe(expected);
  });
});

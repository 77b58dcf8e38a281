import { describe, expect, it } from 'vitest';
import { OWN_COLOURS_ATTRIBUTE } from '@scicomm/widget';
import { ownColours } from './own-colours.ts';

describe('ownColours', () => {
  it('is the attribute the widget leaves to the site', () => {
    expect(Object.keys(ownColours)).toEqual([OWN_COLOURS_ATTRIBUTE]);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COUNTRY_OPTIONS, LANGUAGE_OPTIONS, joinList, splitList } from './account-options.ts';
import {
  changePasswordBodySchema,
  DISPLAY_NAME_MAX_LENGTH,
  looksBlank,
  passwordResetRequestBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  twoFactorCodeBodySchema,
  SAVE_CHOICE_REQUIRED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  updateProfileBodySchema,
  updateUserBodySchema,
} from './account-api.ts';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  password: 'correct horse battery',
  gender: null,
  age: '25-34',
  academicBackground: 'Doctorate',
  fieldOfStudy: ['STEM research'],
  country: ['Israel', 'United Kingdom'],
  firstLanguage: ['Hebrew'],
  goals: '<b>Write</b> for my grandmother',
  acceptTermsPrivacyPolicy: true,
  rejectSaveData: false,
};

const messagesOf = (body: unknown) => {
  const result = registerBodySchema.safeParse(body);
  return result.success
    ? {}
    : // The first message of each field, as a form shows it.
      Object.fromEntries(result.error.issues.toReversed().map((i) => [i.path.join('.'), i.message]));
};

describe('country and language options', () => {
  it('come from the local data package, sorted, with names that survive comma-joining', () => {
    expect(COUNTRY_OPTIONS.length).toBeGreaterThan(240);
    expect(LANGUAGE_OPTIONS.length).toBeGreaterThan(100);
    expect(COUNTRY_OPTIONS.find((c) => c.code === 'IL')?.name).toBe('Israel');
    expect(LANGUAGE_OPTIONS.find((l) => l.code === 'ar')?.name).toBe('Arabic');
    for (const option of [...COUNTRY_OPTIONS, ...LANGUAGE_OPTIONS])
      expect(option.name).not.toContain(',');
    const names = COUNTRY_OPTIONS.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('are stored comma-joined and read back', () => {
    expect(joinList(['Israel', 'Jordan'])).toBe('Israel, Jordan');
    expect(joinList([])).toBeNull();
    expect(splitList('Israel, Jordan')).toEqual(['Israel', 'Jordan']);
    expect(splitList('Israel,Jordan,')).toEqual(['Israel', 'Jordan']);
    expect(splitList(null)).toEqual([]);
  });
});

describe('registration body', () => {
  it('accepts a complete form, keeping HTML in goals as plain text', () => {
    expect(registerBodySchema.parse(valid).goals).toBe('<b>Write</b> for my grandmother');
  });

  it('gives the spec messages for the terms and the save-my-texts choice', () => {
    const { acceptTermsPrivacyPolicy: _a, rejectSaveData: _r, ...rest } = valid;
    expect(messagesOf(rest)).toMatchObject({
      acceptTermsPrivacyPolicy: TERMS_REQUIRED_MESSAGE,
      rejectSaveData: SAVE_CHOICE_REQUIRED_MESSAGE,
    });
    expect(messagesOf({ ...valid, acceptTermsPrivacyPolicy: false })).toMatchObject({
      acceptTermsPrivacyPolicy: TERMS_REQUIRED_MESSAGE,
    });
  });

  it('names each bad field: e-mail, unknown options, over-long goals, repeated choices', () => {
    expect(
      messagesOf({
        ...valid,
        email: 'not-an-address',
        gender: 'Robot',
        country: ['Atlantis'],
        firstLanguage: ['Hebrew', 'Hebrew'],
        goals: 'x'.repeat(2001),
      }),
    ).toEqual({
      email: 'Enter a valid e-mail address.',
      gender: expect.any(String),
      'country.0': 'Unknown country.',
      firstLanguage: 'Each choice may appear once.',
      goals: 'At most 2000 characters.',
    });
  });

  it('holds a new password to the rule of 8 to 128 characters, the authentication library’s own', () => {
    expect(registerBodySchema.safeParse({ ...valid, password: 'x'.repeat(8) }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...valid, password: 'x'.repeat(128) }).success).toBe(true);
    expect(messagesOf({ ...valid, password: '' })).toEqual({ password: 'Enter a password.' });
    expect(messagesOf({ ...valid, password: 'short' })).toEqual({ password: 'Use at least 8 characters.' });
    expect(messagesOf({ ...valid, password: 'x'.repeat(129) })).toEqual({ password: 'Use at most 128 characters.' });
  });
});

describe('the display name', () => {
  it('is trimmed, 1 to 80 characters of any script counted as code points, without controls or direction overrides', () => {
    expect(registerBodySchema.parse({ ...valid, name: '  מרים  ' }).name).toBe('מרים');
    expect(registerBodySchema.safeParse({ ...valid, name: '𝒜'.repeat(80) }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...valid, name: 'Zoë‍👩‍🔬 ﻿' }).success).toBe(true);
    expect(messagesOf({ ...valid, name: '   ' })).toEqual({ name: 'Enter your name.' });
    expect(messagesOf({ ...valid, name: 'x'.repeat(81) })).toEqual({ name: 'Use at most 80 characters.' });
    expect(messagesOf({ ...valid, name: '𝒜'.repeat(81) })).toEqual({ name: 'Use at most 80 characters.' });
    for (const bad of ['Eve\u202Eexe.txt', 'a\u2066b', 'tab\there', 'new\nline', 'rtl\u200Fmark'])
      expect(messagesOf({ ...valid, name: bad }), JSON.stringify(bad)).toEqual({
        name: 'Use letters, digits, spaces and punctuation only.',
      });
  });

  it('refuses names that look blank, and invisible characters that could hide text, with the same messages', () => {
    for (const blank of ['\u200B\u200B', '\u3164', '\u2800', ' \u200B\u3164 '])
      expect(messagesOf({ ...valid, name: blank }), JSON.stringify(blank)).toEqual({ name: 'Enter your name.' });
    for (const hidden of ['Ada\u061CLovelace', 'Ada\uFEFFLovelace', 'Ada\u2060Lovelace', 'Ada\u{E0041}\u{E007F}'])
      expect(messagesOf({ ...valid, name: hidden }), JSON.stringify(hidden)).toEqual({
        name: 'Use letters, digits, spaces and punctuation only.',
      });
    expect(looksBlank('\u200B\u3164\u2800')).toBe(true);
    expect(looksBlank('Zoë\u200D')).toBe(false);
  });

  it('is described to API documents by its own bounds, 1 to 80 code points', () => {
    const json = z.toJSONSchema(updateUserBodySchema, { io: 'input' });
    expect(json.properties?.name).toMatchObject({ type: 'string', minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH });
  });

  it("holds the library's update-user to the same rule, an https image and no other field", () => {
    expect(updateUserBodySchema.parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
    expect(updateUserBodySchema.safeParse({ image: 'https://example.org/a.png' }).success).toBe(true);
    expect(updateUserBodySchema.safeParse({ image: null }).success).toBe(true);
    for (const image of ['javascript:alert(1)', 'http://example.org/a.png', 'data:image/png;base64,AA', `https://example.org/${'a'.repeat(2000)}`])
      expect(updateUserBodySchema.safeParse({ image }).success, image.slice(0, 30)).toBe(false);
    expect(updateUserBodySchema.safeParse({ name: 'Ada', emailVerified: true }).success).toBe(false);
  });
});

describe('sign-in, reset and two-factor bodies', () => {
  it('refuse what the forms refuse', () => {
    expect(signInBodySchema.safeParse({ email: 'a@example.org', password: 'x' }).success).toBe(true);
    expect(signInBodySchema.safeParse({ email: 'a@example.org', password: '' }).success).toBe(false);
    expect(signInBodySchema.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
    expect(resetPasswordBodySchema.safeParse({ token: 't', newPassword: 'short' }).success).toBe(false);
    expect(changePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'long enough' }).success).toBe(true);
    expect(twoFactorCodeBodySchema.safeParse({ code: '   ' }).success).toBe(false);
    expect(passwordResetRequestBodySchema.safeParse({ email: 'a@example.org' }).success).toBe(true);
  });
});

describe('profile update body', () => {
  it('takes the demographics and the save choice, nothing else of the account', () => {
    const { email: _e, password: _p, acceptTermsPrivacyPolicy: _t, ...profile } = valid;
    expect(
      updateProfileBodySchema.parse({ ...profile, email: 'other@example.org' }),
    ).not.toHaveProperty('email');
  });
});

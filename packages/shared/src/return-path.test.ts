import { describe, expect, it } from 'vitest';
import { returnPathParam, returnPathSchema, signInLinkBodySchema } from './account-api.ts';
import { accountPagePath, returnPathFrom, returnPathOf } from './return-path.ts';

const hostile = [
  'https://evil.example/courses',
  'http://evil.example',
  '//evil.example/courses',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/courses\\..\\..\\evil',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' /courses',
  'courses/join',
  '',
  '/login',
  '/LOGIN?next=/courses',
  '/register?next=%2F%2Fevil.example',
  '/courses/../login',
  '/sign-in-link?token=x',
  `/${'a'.repeat(2000)}`,
];

describe('the way back after sign-in', () => {
  it.each(hostile)('refuses %j (another site, a script, an account page or too long)', (next) => {
    expect(returnPathOf(next)).toBeNull();
    expect(returnPathParam(next)).toBeNull();
    expect(returnPathSchema.safeParse(next).success).toBe(false);
  });

  it('keeps a path of this site with its query and fragment, dot segments resolved', () => {
    expect(returnPathParam('/courses/join/K7QM-2XWD-9RTB')).toBe('/courses/join/K7QM-2XWD-9RTB');
    expect(returnPathParam('/courses/c1/submissions/s1#comment-3')).toBe('/courses/c1/submissions/s1#comment-3');
    expect(returnPathParam('/half-life?course=c1&assignment=a1')).toBe('/half-life?course=c1&assignment=a1');
    expect(returnPathParam('/courses/./c1/../c2')).toBe('/courses/c2');
    // An encoded newline stays encoded: still a path of this site.
    expect(returnPathParam('/%0a/evil.example')).toBe('/%0a/evil.example');
    expect(returnPathParam(null)).toBeNull();
    expect(returnPathParam(undefined)).toBeNull();
  });

  it('says why a bad one fails in the request body of a sign-in link', () => {
    const parsed = signInLinkBodySchema.safeParse({ email: 'ada@example.org', next: '//evil.example' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['next']);
    expect(signInLinkBodySchema.parse({ email: 'ada@example.org', next: '/courses/c1' })).toEqual({ email: 'ada@example.org', next: '/courses/c1' });
    expect(signInLinkBodySchema.parse({ email: 'ada@example.org' })).toEqual({ email: 'ada@example.org' });
  });

  it("takes a page's own path, or on an account page the way back it carries", () => {
    expect(returnPathFrom({ pathname: '/courses/c1/submissions/s1', search: '', hash: '#comment-3' })).toBe('/courses/c1/submissions/s1#comment-3');
    expect(returnPathFrom({ pathname: '/register', search: '?next=%2Fcourses%2Fjoin%2FK7QM' })).toBe('/courses/join/K7QM');
    expect(returnPathFrom({ pathname: '/login', search: '?next=https%3A%2F%2Fevil.example' })).toBeNull();
    expect(returnPathFrom({ pathname: '/login', search: '' })).toBeNull();
  });

  it('links the account pages with the way back, and without it for the home page or a bad one', () => {
    expect(accountPagePath('/register', '/courses/join/K7QM')).toBe('/register?next=%2Fcourses%2Fjoin%2FK7QM');
    expect(accountPagePath('/login', '/')).toBe('/login');
    expect(accountPagePath('/login', '//evil.example')).toBe('/login');
    expect(accountPagePath('/login', null)).toBe('/login');
  });
});

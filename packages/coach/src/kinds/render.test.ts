import { describe, expect, it } from 'vitest';
import { finding, spanOf } from '../findings/finding.ts';
import { renderFindings, renderMessage } from './render.ts';

describe('findings', () => {
  it('renders a message with its parameters escaped, in the language asked for', () => {
    const line = renderMessage({ key: 'advice.nextVersion', params: { readers: '<b>Logos</b> & co' } }, 'he');
    expect(line).toBe('לגרסה הבאה, כשאתם כותבים עבור <bdi dir="ltr">&lt;b&gt;Logos&lt;&#x2F;b&gt; &amp; co</bdi>:');
  });

  it('refuses an unknown key instead of showing it to the writer', () => {
    expect(() => renderMessage({ key: 'nope.none' })).toThrow(/Unknown coach message/);
  });

  it('joins findings as the lines of one chat message and finds spans in the text', () => {
    const text = 'We measured 40 sites. Then we compared them.';
    const found = finding('logos.evidenceCheck', { key: 'advice.nextVersion', params: { readers: 'x' } }, spanOf(text, '40 sites'));
    expect(found.span).toEqual({ start: 12, end: 20 });
    expect(text.slice(found.span!.start, found.span!.end)).toBe('40 sites');
    expect(renderFindings([found, found])).toBe('For your next version, writing for x:<br />For your next version, writing for x:');
    expect(spanOf(text, 'absent')).toBeNull();
  });
});

// The legal documents a study's participant accepts with Start say what a research session keeps,
// who sees it and until when, as the research editions store it (docs/research.md "What
// participants are told"), and no longer that a guest's texts are never kept.
import { describe, expect, it } from 'vitest';
import { legalDocuments } from './legal-documents.ts';

const section = (id: keyof typeof legalDocuments, heading: string) =>
  legalDocuments[id].sections.find((part) => part.heading === heading)?.paragraphs.join(' ') ?? '';

describe('the legal documents on research studies', () => {
  it('the Privacy Policy says what a study keeps, who sees it and until when', () => {
    const research = section('privacy-policy', 'Research studies');
    expect(research).toContain(
      'the name or pseudonym you give (or the identifier in your personal link), your texts and answers, the coach\'s feedback',
    );
    expect(research).toContain('even if you take part as a guest');
    expect(research).toContain("The study's researchers see them and can download them");
    expect(research).toContain("kept until the study's researchers delete them");
    expect(research).toContain('no IP address');
  });

  it("the guest's paragraph points at the research exception instead of saying texts are never kept", () => {
    expect(section('privacy-policy', 'If you use the site as a guest')).toContain(
      'except in a research study (below)',
    );
  });

  it('the Terms of Use and the Cookies Policy say what a study keeps and what the browser keeps', () => {
    expect(section('terms-of-use', 'Your texts')).toContain("In a research study, your texts are also kept for the study's researchers");
    expect(section('cookies-policy', 'Browser storage')).toContain('your participant number for that link');
  });
});

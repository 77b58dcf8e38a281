// The site's legal documents, written for what SciComm Studio actually stores (docs/accounts.md
// "Privacy"). One source for the web page and for the PDF the server renders.

export type LegalDocumentId = 'privacy-policy' | 'terms-of-use' | 'cookies-policy';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  id: LegalDocumentId;
  title: string;
  updated: string;
  sections: LegalSection[];
}

const privacyPolicy: LegalDocument = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'SciComm Studio is a training site for science communication. It offers the De-Jargonizer, which measures how familiar the words of a text are to a general reader, and guided writing exercises. This policy says what we store when you use it, why, and what you can do about it.',
      ],
    },
    {
      heading: 'If you use the site as a guest',
      paragraphs: [
        'Guests can use every tool after accepting the Terms of Use. We do not store the texts you paste, upload or write as a guest, except in a research study (below). For usage statistics we may keep an anonymous record without any text: for example the number of words, the score, or how far an exercise got. These records cannot be linked to you.',
      ],
    },
    {
      heading: 'If you have an account',
      paragraphs: [
        'To create an account we store your e-mail address and a password hash (argon2id; we never store the password itself). At registration you may also give your gender, age range, academic background, fields of study, countries, first languages and goals. All of these are optional and you can change them on your profile page.',
        'At registration you choose whether we may save your texts. If you say Yes, your analyses and exercises are stored with your account so that you can see them again under "Your Tasks" and share them. If you say No, they are treated like a guest\'s: no text is stored.',
        'You can switch on "Don\'t Save Data" at any time on your profile page. When you save that choice, every task you stored before is anonymised at once: the link to your account and all of its content are erased, and this cannot be undone.',
      ],
    },
    {
      heading: 'Shared links',
      paragraphs: [
        'You can create a read-only link to one of your stored tasks. Anyone who has the link can read that task until you revoke the link or it expires. Shared pages ask search engines not to index them.',
      ],
    },
    {
      heading: 'Research studies',
      paragraphs: [
        'Some exercises exist in versions used in research studies, reached only through links that researchers give to participants. When you take part, we store for the study the name or pseudonym you give (or the identifier in your personal link), your texts and answers, the coach\'s feedback, the whole conversation, how long each step took and whether answers were pasted, even if you take part as a guest. If you are signed in and chose to save your texts, the session is also listed in your account.',
        'The study\'s researchers see them and can download them. A study\'s data are kept until the study\'s researchers delete them: the site sets no end date of its own. Sessions of the site\'s fixed research links, which every researcher of the site sees, have no set deletion date either. We collect no IP address or location, and the researchers\' files hold no account or e-mail address.',
      ],
    },
    {
      heading: 'What we never collect',
      paragraphs: [
        'We never collect your IP address or your location, we do not build advertising profiles, and no page of the site loads anything from a third party: fonts, translations and statistics are served by our own server.',
      ],
    },
    {
      heading: 'Optional AI feedback',
      paragraphs: [
        'When the site is configured with a language model, the texts you write in an exercise are sent to that model to produce feedback. Without such a configuration, or if the model does not answer, all feedback is computed on our own server.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may see and correct your profile at any time, anonymise your past tasks with "Don\'t Save Data", and ask us to delete your account by writing to the contact address on the De-Jargonizer\'s Contact Us page.',
      ],
    },
  ],
};

const termsOfUse: LegalDocument = {
  id: 'terms-of-use',
  title: 'Terms of Use',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        'SciComm Studio is an educational service for practising writing about science for a general audience. It is provided as it is, free of charge, and may change or be unavailable at times.',
      ],
    },
    {
      heading: 'Your texts',
      paragraphs: [
        'You keep all rights in the texts you write or upload. You give us permission to process them to produce the analyses and feedback you ask for, and, if you chose to save your texts, to store them in your account until you remove them. In a research study, your texts are also kept for the study\'s researchers, as the Privacy Policy describes.',
        'Please do not share any sensitive information in the chat or in the texts you analyse: no personal data of other people, no confidential research results, no passwords.',
      ],
    },
    {
      heading: 'Feedback is guidance',
      paragraphs: [
        'The De-Jargonizer\'s bands and score and the coach\'s feedback are computed automatically. They are guidance for learning, not a judgement of your work; check them with your own sense of your audience.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Do not try to reach other users\' data, overload the service, or use it to process texts you have no right to use. We may limit requests or close accounts that do so.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'Keep your password to yourself. You are responsible for what is done with your account. You may stop using the service at any time.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: ['How we handle your data is described in the Privacy Policy, which is part of these terms.'],
    },
  ],
};

const cookiesPolicy: LegalDocument = {
  id: 'cookies-policy',
  title: 'Cookies Policy',
  updated: '2026-11-27',
  sections: [
    {
      heading: 'Cookies we set',
      paragraphs: [
        'terms_consent: remembers for 365 days that you accepted the Terms of Use and Privacy Policy, so that we do not ask again. It is removed when you log out.',
        'cookie_consent: remembers for 365 days what you answered in the cookie notice: "true" when you accepted cookies, "false" when you chose only necessary ones. Only with "true" do we count page views.',
        'Session cookies: when you sign in, a cookie keeps you signed in. It cannot be read by scripts on the page and ends when you log out.',
      ],
    },
    {
      heading: 'Page-view statistics',
      paragraphs: [
        'If you accept cookies, we record which page of the site was viewed and when, on our own server. We do not record who viewed it, your IP address or your browser, and no third-party analytics service is involved.',
      ],
    },
    {
      heading: 'Browser storage',
      paragraphs: [
        'The accessibility menu keeps your display settings in your browser\'s session storage (they are forgotten when you close the tab) and the language you chose in local storage. They never leave your browser.',
        'An exercise in progress is kept in the tab\'s session storage, so that a reload does not lose it; it is forgotten when you close the tab. On a study\'s link, your browser also keeps your participant number for that link in local storage, so that you continue in the same study when you come back.',
      ],
    },
    {
      heading: 'Your choice',
      paragraphs: [
        'The cookie notice offers "Accept Cookies" and "Only necessary". You can delete cookies in your browser\'s settings at any time; the notice then asks again. Without cookie consent the site works fully; we simply do not count your page views.',
      ],
    },
  ],
};

export const legalDocuments: Record<LegalDocumentId, LegalDocument> = {
  'privacy-policy': privacyPolicy,
  'terms-of-use': termsOfUse,
  'cookies-policy': cookiesPolicy,
};

export const legalDocumentIds = Object.keys(legalDocuments) as LegalDocumentId[];

// "In the news" (docs/product.md §2 About): reports about the De-Jargonizer, grouped by language; Hebrew
// and Arabic groups are right to left. Each entry is a published article (outlet, headline as
// published, address); docs/de-jargonizer.md says how the list was checked and what to add.
// A language gets a group only with at least one real article (none is known in Arabic yet);
// the About page also skips any group left empty.

export interface NewsArticle {
  readonly outlet: string;
  readonly title: string;
  readonly url: string;
}

export interface NewsGroup {
  /** Key of the group's name in deJargonizerInfo.news. */
  readonly language:
    'English' | 'Russian' | 'German' | 'Chinese' | 'Spanish' | 'French' | 'Hebrew' | 'Arabic';
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly articles: readonly NewsArticle[];
}

export const NEWS: readonly NewsGroup[] = [
  {
    language: 'English',
    lang: 'en',
    dir: 'ltr',
    articles: [
      {
        outlet: 'The Times of Israel',
        title: 'Technion’s De-Jargonizer translates science-speak for the layman',
        url: 'https://www.timesofisrael.com/technions-de-jargonizer-translates-science-speak-for-the-layman/',
      },
      {
        outlet: 'ScienceDaily',
        title: 'De-jargonizing program helps decode science speak',
        url: 'https://www.sciencedaily.com/releases/2017/08/170810125033.htm',
      },
      {
        outlet: 'Digital Trends',
        title: 'New tool helps scientists cut the jargon, communicate more clearly',
        url: 'https://www.digitaltrends.com/cool-tech/de-jargonizer-science-jargon/',
      },
      {
        outlet: 'ISRAEL21c',
        title: 'New online tool helps cut out jargon in scientific papers',
        url: 'https://www.israel21c.org/new-online-tool-helps-cut-out-jargon-in-scientific-papers/',
      },
      {
        outlet: 'The Jerusalem Post',
        title: 'Making science accessible: Israeli software dumbs down tech talk',
        url: 'https://jpost.com/health-science/making-science-accessible-israeli-software-dumbs-down-tech-talk-506895',
      },
      {
        outlet: 'Futurism',
        title: 'A new tool makes scientific writing easier for the public to grasp',
        url: 'https://futurism.com/a-new-tool-makes-scientific-writing-easier-for-the-public-to-grasp',
      },
    ],
  },
  {
    language: 'Russian',
    lang: 'ru',
    dir: 'ltr',
    articles: [
      {
        outlet: 'nizinew.com',
        title: 'Израильские ученые придумали научный де-жаргонизатор',
        url: 'https://nizinew.com/nauka/tochnye-nauki/izrailskie-uchenye-pridumali-nauchnyj-de-zhargonizator.html',
      },
    ],
  },
  {
    language: 'German',
    lang: 'de',
    dir: 'ltr',
    articles: [
      {
        outlet: 'Computerwelt',
        title: '„De-Jargonizer“-App macht Forschertexte verständlich',
        url: 'http://www.computerwelt.at/news/detail/artikel/121815-de-jargonizer-app-macht-forschertexte-verstaendlich/',
      },
    ],
  },
  {
    language: 'Chinese',
    lang: 'zh',
    dir: 'ltr',
    articles: [
      {
        outlet: '以色列时报 (The Times of Israel)',
        title: '读不懂科学类文章？以色列翻译器来帮忙',
        url: 'http://cn.timesofisrael.com/%E8%AF%BB%E4%B8%8D%E6%87%82%E7%A7%91%E5%AD%A6%E7%B1%BB%E6%96%87%E7%AB%A0%EF%BC%9F%E4%BB%A5%E8%89%B2%E5%88%97%E7%BF%BB%E8%AF%91%E5%99%A8%E6%9D%A5%E5%B8%AE%E5%BF%99/',
      },
    ],
  },
  {
    language: 'Spanish',
    lang: 'es',
    dir: 'ltr',
    articles: [
      {
        outlet: 'Enlace Judío',
        title: 'Haciendo la técnica accesible: Software israelí simplifica el lenguaje técnico',
        url: 'https://enlacejudio.com/2017/10/17/tecnica-accesible-software-israeli-simplifica-lenguaje-tecnico/',
      },
    ],
  },
  {
    language: 'French',
    lang: 'fr',
    dir: 'ltr',
    articles: [
      {
        outlet: 'Tribune Juive',
        title: 'Un logiciel israélien pour déjargoniser les articles scientifiques',
        url: 'https://tribunejuive.info/2017/09/12/un-logiciel-israelien-pour-dejargoniser-les-articles-scientifiques',
      },
    ],
  },
  {
    language: 'Hebrew',
    lang: 'he',
    dir: 'rtl',
    articles: [
      {
        outlet: 'הטכניון',
        title: 'גפיים תחתונות הן בסופו של דבר רגליים',
        url: 'https://www.technion.ac.il/2017/08/%d7%92%d7%a4%d7%99%d7%99%d7%9d-%d7%aa%d7%97%d7%aa%d7%95%d7%a0%d7%95%d7%aa-%d7%94%d7%9f-%d7%91%d7%a1%d7%95%d7%a4%d7%95-%d7%a9%d7%9c-%d7%93%d7%91%d7%a8-%d7%a8%d7%92%d7%9c%d7%99%d7%99%d7%9d/',
      },
      {
        outlet: 'lbscience.org',
        title: 'מה שלא יהיה פשוט – פשוט לא יהיה מובן',
        url: 'https://lbscience.org/2017/08/10/%d7%9e%d7%94-%d7%a9%d7%9c%d7%90-%d7%99%d7%94%d7%99%d7%94-%d7%a4%d7%a9%d7%95%d7%98-%d7%a4%d7%a9%d7%95%d7%98-%d7%9c%d7%90-%d7%99%d7%94%d7%99%d7%94-%d7%9e%d7%95%d7%91%d7%9f',
      },
    ],
  },
];

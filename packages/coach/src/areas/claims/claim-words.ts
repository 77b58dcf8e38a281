// The certainty and absolute words of a claim, per language, as patterns over one clause of a
// sentence (claim-strength.ts cuts it). Each lexicon is written for precision: a word is listed
// only in the company that makes it a claim about findings ("proves that", "will end heat
// deaths", "ستوقف … نهائيًا"), never alone where everyday use is common ("every morning",
// "completely different", "I always wanted"). What rules a hit out (negation, hedge, condition,
// reported speech, a question, a quotation, mathematics) is the `doubt` list, read before the word
// in its clause.

/**
 * How strong a claim a word makes, strongest first: one remark names the strongest. `best`: a
 * superlative that puts the thing above every other ("the most powerful", "the only way");
 * `everywhere`: what was tried in a few places asked of all of them ("every hospital should introduce it");
 * `harmless`: no harm at all ("without side effects", "completely safe").
 */
export type ClaimStrength = 'proves' | 'certain' | 'forGood' | 'always' | 'everywhere' | 'best' | 'harmless';

export const strengthOrder: readonly ClaimStrength[] = ['proves', 'certain', 'forGood', 'always', 'everywhere', 'best', 'harmless'];

export interface ClaimPattern {
  strength: ClaimStrength;
  /** Matched in a clause; the whole match is the word named. Flags `giu` are added. */
  pattern: string;
  /** A hit counts only where the clause also holds one of these (a result, a claim verb). */
  needs?: string;
  /**
   * Letters every match holds (an alternation, no word edges): a sentence without any is not tried,
   * which spares it the patterns' look-behinds (claims are a few sentences of a text).
   */
  keys?: string;
  /** Not after a clause of its sentence that opens a condition ("If it does, …"): a promise on that condition. */
  notAfterIf?: true;
}

export interface ClaimLexicon {
  patterns: readonly ClaimPattern[];
  /** Before the word in its clause: negation, hedge, condition, purpose (the word is not claimed). */
  doubt: string;
  /** Anywhere before the word in its sentence: someone else's claim, reported. */
  reported: string;
  /** Anywhere in the sentence: a mathematical proof, not a claim about data. */
  mathematics: string;
  /** The language's "can", which does not weaken a promise of no harm (claim-strength.ts). */
  can: string;
  /**
   * A clause that warns of what happens without an action ("If we do not stop it, …", "Unless
   * …"): the result in the clause after it is a warning, not a claim of the writer's evidence.
   * Not "If the council funds it, it will end …": a promise of the plan's result stays a claim.
   */
  conditional: string;
  /**
   * A clause that hangs what follows on the plan working ("If a ban works, …"): a superlative after
   * it is already conditional on the evidence the question asks for. Only a superlative: "If they
   * work, the panels will always be cheaper" still claims every case.
   */
  ifItWorks: string;
  /** A clause that opens a condition ("If …", «אם …», «إذا …»), for the patterns that hold only outside one (`notAfterIf`). */
  opensCondition: string;
}

/** A word's edges in any script (\b knows only Latin letters). */
const start = '(?<![\\p{L}\\p{M}\\p{N}])';
const end = '(?![\\p{L}\\p{M}\\p{N}])';
export const word = (body: string) => `${start}(?:${body})${end}`;

// English: the verbs of a result or a claim ("I definitely wanted to" claims nothing).
const englishClaimVerbs =
  'causes?|leads? to|results? in|reduces?|increases?|improves?|prevents?|protects?|cures?|produces?|predicts?|lowers?|raises?|fails?|succeeds?|outperforms?|saves?|kills?|harms?|eliminates?|stops?|solves?';
const englishHarms =
  '(?:heat[- ])?deaths?|hunger|poverty|diseases?|illness(?:es)?|suffering|(?:the |this |our |a )?(?:water |energy |housing |climate )?(?:crisis|shortages?|problems?|epidemic|pandemic)|pollution|waste|leaks?|flood(?:s|ing)|droughts?|famine|violence|addiction|extinction|loss(?:es)?|infections?|malaria|cancer|homelessness|unemployment|emissions|smog|erosion|overfishing|deforestation|outbreaks?|heatstroke|accidents?|crime|obesity|dengue|asthma|diabetes|drownings?|wildfires?|malnutrition';
const englishForGood = 'for good|forever|for ever|once and for all|permanently';
const englishCompletely = `completely|entirely|fully|totally|${englishForGood}|altogether|everywhere`;
// A part named after the verb ("will eliminate most crime", "a big part of") promises no complete result.
const englishPart = '(?!\\s+(?:most|much|some|many|part|half|about|nearly|almost|up to|a (?:\\w+ )?(?:part|share)|\\d))';
const englishFuture = 'will|is going to|are going to';
// The object of "will eliminate …" up to a preposition ("in our schools"); never a time ("will end in 2027").
const englishObject = `(?!\\s+(?:in|on|at|by|with|after|before|when|once|only|up|soon|early|late|(?:this|next) (?:year|month|week|season|spring|summer|autumn|winter)|today|tomorrow|there|here|now|then)\\b)(?:\\s+(?!(?:for|in|within|by|and|or|so|because|before|after|across|at|from|with|while|to|which|that|who|if|when|than|as|but)\\b)[\\w'’-]+){1,6}`;
// "always" / "never" claim how the world is, not the writer's story ("I always wanted", "as always"), a past
// event ("never came back", "have never seen"), a relative or time clause ("crops that never get sick", "when
// a virus never goes away"), a modal, a part ("many … never receive one", "lots of … never sign up"), a limit owned ("never perfect").
const englishNotClaimedBefore = `(?<!${start}(?:many|some|most|few|several|lots|lot|plenty|numerous|sometimes|often|usually|occasionally)${end}[^]*)(?<!(?:${start}(?:I|I'm|you|that|who|which|whom|as|As|have|has|had|was|were|did|would|could|can|may|might|should|must|will)\\s+)|(?:${start}(?:when|When|where|Where|whenever|while|until|once|if|If|unless|whether)\\s+(?:\\S+\\s+){0,2}))`;
const englishNotNamed = `(?:the|a|an|this|that|these|those|my|our|their|its|his|her|your|in|on|at|to|for|with|more|less|so|very|too)${end}`;
const englishLimitOwned = 'perfect|exact|certain|sure|easy|simple|complete|fully|entirely|completely';
const englishNotAbsolute = `(?:\\w+(?<!e)ed|came|went|saw|got|made|took|knew|thought|felt|found|left|had|did|gave|told|became|began|ran|grew|said|kept|brought|held|stood|met|lost|won|wrote|spoke|broke|chose|fell|heard|sent|spent|built|paid|sold|taught|caught|bought|fought|meant|been|before|again|ever|try|tries|want|wants|wish|hope|like|likes|love|loves|enjoy|mind|${englishLimitOwned})${end}`;
// A hedge later in the clause says how sure it is ("always shine with about the same brightness").
const englishHedgedAfter = `(?![^]*${start}(?:about|roughly|approximately|nearly|almost|usually|mostly|often|generally|typically)${end})`;

// "the most powerful study tool", "the best treatment", "the only way to": above every other. "Best"
// only before a means (a way, a tool, a treatment): "our best devices", "the best result", "the best
// place to find them" describe data. Not "one of the best", a comparison the clause names ("of the
// three models we tested"), nor a conclusion drawn from a reason just given ("so the only way to know is …"), unless it is
// what the thing is said to be ("so a law is the only real answer": w83, w85 misses).
// One cause above the rest: "the main cause of", "the key driver of", "the main reason why", "the
// main reason for the improvement", "the main reason anxiety went down" (not the writer's own "why I chose …", nor the reasons people gave).
const englishMeans = 'ways?|tools?|treatments?|solutions?|methods?|cures?|options?|protection|defen[cs]e|approach|strateg(?:y|ies)|medicines?|therap(?:y|ies)|answers?|fix|choice|investment';
const englishBest = `(?<!${start}(?:one|some|among|two|three)\\s+(?:of\\s+)?)(?:(?<=${start}(?:is|are)\\s+(?:(?:therefore|thus|so|clearly|simply|really)\\s+)?)|(?<!${start}(?:because|since|so|therefore|thus)${end}[^]*))${word(
  // "the best camouflage in the world", "the most efficient sinks on the planet": a judgement above every other anywhere.
  `(?<!${start}than\\s+)(?:the|their)\\s+(?:best|most\\s+(?:effective|powerful|efficient|advanced|successful))\\s+(?:[\\p{L}-]+\\s+){1,2}(?:in|on)\\s+the\\s+(?:world|planet)|(?:the|this|their)\\s+(?:single\\s+)?(?:(?:best|cheapest|fastest|quickest|safest|simplest|easiest|surest|fairest|strongest)(?=\\s+(?:and\\s+(?:most\\s+)?[\\p{L}-]+\\s+)?(?:[\\p{L}-]+\\s+)?(?:${englishMeans})${end})(?!\\s+ways?\\s+to\\s+(?:describe|say|put|think|explain|picture|imagine|understand|see)${end})|(?:main|biggest|primary|key|real|true|clear|obvious|number[- ]one|single\\s+biggest|most\\s+important)\\s+(?:causes?\\s+of|reasons?\\s+why(?!\\s+(?:i|we|my|our)\\b)|reason\\s+for\\s+(?:the|this|these|that|our|their)\\s+(?:[\\p{L}-]+\\s+)?(?:improvements?|increases?|decreases?|drops?|rises?|falls?|declines?|differences?|gains?|success|effects?|reductions?|growth|losses)(?![\\p{L}-])(?![^]*${start}(?:unclear|unknown|uncertain|not\\s+(?:yet\\s+)?(?:clear|known))${end})|reasons?(?=\\s+(?!(?:i|we|my|our|you|is|was|are|were|that|for|of|to|behind|why|and|or|but|given|cited)\\b)[\\p{L}-]+\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:goes|go|went|gone|rose|rises|fell|falls|fall|dropped|drops|improved|improves|increased|increases|decreased|decreases|declined|declines|changed|changes|got|gets|became|becomes|works?|worked|burn|burns|burned|burnt|succeeds?|succeeded|fails?|failed|struggles?|struggled|is|are|was|were)\\b)(?!\\s+\\S+\\s+(?:gave|give|gives|cited|mentioned|reported|listed|named|chose|stated)\\b)|reason\\s+is\\s+that(?!\\s+(?:i|we|my|our|you)\\b)|drivers?\\s+(?:of|behind)|factors?(?:\\s+(?:in|behind|for|of)|(?=\\s*[.;:,]|\\s*$)))|most\\s+(?:effective|powerful|efficient|reliable|successful|promising)|(?:only|sole)\\s+(?:(?:viable|real|possible|fair|effective|practical|sensible|realistic|sustainable|lasting|affordable|responsible|reasonable)\\s+)?(?:way|solution|answer|cure|treatment|method|option|hope|tool|fix|path|route|explanation|cause|policy|choice|approach|strategy|remedy)|(?<=${start}(?:is|are)\\s+(?:the|this|their)\\s+)(?:real|true)\\s+(?:solution|answer|cure|fix)(?![\\p{L}-]))`,
)}(?![^]*${start}(?:tested|compared|studied|measured|tried|than)${end})`;
// "without side effects", "completely safe": no harm at all.
// "every hospital should introduce …", "all primary schools must": places and the people who run them, not
// everyone ("every child should drink water" is advice, not a result carried further than its evidence).
const englishPlaces = `(?:[\\p{L}-]+\\s+){0,2}?(?:schools?|hospitals?|wards?|clinics?|cit(?:y|ies)|towns?|councils?|districts?|countr(?:y|ies)|farms?|farmers?|communit(?:y|ies)|classrooms?|class(?:es)?|teachers|regions?|municipalit(?:y|ies)|employers|workplaces?|universit(?:y|ies)|libraries|nursing\\s+homes?|care\\s+homes?|practices|GPs|villages?|states|nations?|governments?|ministr(?:y|ies))`;
const englishKindOf = `${englishPlaces}\\s+`;
// Any verb of doing after it ("should provide", "must switch"), never of being or knowing ("should be aware").
const englishAdopt = `(?!(?:be|have|know|understand|feel|think|remember|consider)${end})[\\p{L}-]+`;
const englishHarmless = word(
  '(?:with\\s+)?(?:no|zero|without(?:\\s+any)?)\\s+(?:[a-z]+\\s+)?side[- ]effects|(?:no|zero)\\s+(?:real\\s+)?downsides?|(?:completely|totally|perfectly|100\\s?%)\\s+(?:safe|harmless)|risk-free',
);

export const englishClaims: ClaimLexicon = {
  patterns: [
    // "proves that", "proved conclusively that", "proof that"; "(scientifically) proven to".
    { strength: 'proves', pattern: word('prov(?:es|ed|en|e)(?:\\s+\\w+ly|\\s+beyond (?:a |any )?doubt)?\\s+that|proof\\s+that'), keys: 'prov|proof' },
    // "conclusive evidence", "the decisive proof", "the best proof": evidence said to settle it.
    {
      strength: 'proves',
      keys: 'proof|evidence',
      pattern: word('(?:conclusive|definitive|decisive|irrefutable|undeniable|indisputable|incontrovertible)\\s+(?:proof|evidence)|the\\s+(?:best|clearest|ultimate)\\s+proof'),
    },
    // "proves our approach works", "proves the market is ready": a clause without "that" (present
    // tense: "proved reliable" is "turned out"); not a duty ("people must prove they are ready", w97).
    { strength: 'proves', keys: 'prov', pattern: word(`(?<!${start}(?:must|to|should|can|could|cannot|may|might)\\s+)prove?s?(?=\\s+(?:(?!(?:and|but|or|to|that)\\b)\\w+\\s+){1,4}?(?:is|are|works?|will|can|makes?|drives?|${englishClaimVerbs})\\b)`) },
    // "a proven training tool", "the proven cure": a means the evidence is said to have proved.
    { strength: 'proves', keys: 'prov', pattern: word(`(?:been|is|are|was|were)\\s+prov(?:en|ed)\\s+(?:to|that)|(?:have|has)\\s+(?:already\\s+)?prov(?:en|ed)(?=\\s+(?:they|it|this|we|that)\\b)|(?:scientifically|clinically)\\s+prov(?:en|ed)|(?:a|an|the)\\s+(?:[\\p{L}-]+\\s+and\\s+)?proven\\s+(?:[\\p{L}-]+\\s+)?(?:${englishMeans})`) },
    {
      strength: 'certain',
      keys: 'conclusively|definitely|undoubtedly|unquestionably|indisputably|irrefutably|incontrovertibly|doubt|question',
      pattern: word(
        'conclusively|definitely|undoubtedly|unquestionably|indisputably|irrefutably|incontrovertibly|without (?:a |any )?doubt|beyond (?:a |any )?doubt|beyond question',
      ),
      // A result or a claim verb in the clause: "I definitely wanted to" claims nothing.
      needs: word(
        `${englishClaimVerbs}|shows?|showed|shown|demonstrat\\w*|proves?|proved|proven|caused|linked|responsible|effective|results?|findings?|data|evidence`,
      ),
    },
    // "mindfulness clearly reduces exam anxiety": a result said to leave no doubt (w89), as "clearly shows".
    { strength: 'certain', keys: 'clearly', pattern: word('clearly\\s+(?:reduc|increas|improv|lower|rais|caus|boost|worsen|prevent|protect|benefit|harm)(?:es|s|ed|d)') },
    // "the gardens were obviously much more flowery than the parks" (w96): a comparison said to need no measure.
    { strength: 'certain', keys: 'obviously', pattern: word('(?:is|are|was|were)\\s+obviously\\s+(?:(?:much|far|a\\s+lot)\\s+)?(?:more|less|better|worse|higher|lower|greater|smaller|larger|bigger|stronger|weaker)') },
    // The writer's own certainty about a result: "I am confident the results will be strong", "we are
    // sure our sensor works"; not "I'm sure you have seen", which claims nothing of the work.
    {
      strength: 'certain',
      keys: 'sure|certain|confident|convinced',
      pattern: word(
        "(?:I|we)(?:\\s+am|'m|\\s+are|'re)\\s+(?:(?:absolutely|completely|totally|entirely|fully|quite|100\\s?%)\\s+)?(?:sure|certain|confident|convinced)(?!\\s+(?:that\\s+)?(?:you|many of you|most of you|everyone|we all|all of us)\\b)",
      ),
      needs: word(`will|would|can|works?|results?|findings?|data|evidence|${englishClaimVerbs}`),
    },
    { strength: 'certain', keys: 'doubt', pattern: word('there\\s+is\\s+no\\s+doubt'), needs: word(`will|results?|findings?|data|evidence|shows?|${englishClaimVerbs}`) },
    // "We now know for certain that long COVID is driven by …": a finding the writer holds beyond doubt.
    { strength: 'certain', keys: 'know', pattern: word('(?:we|I)\\s+(?:now\\s+)?know\\s+(?:for\\s+(?:certain|sure)|with\\s+certainty)(?=\\s+that\\b)') },
    // "We all know that phones ruin concentration", "Everyone knows children are stressed", "every
    // fisher on the coast knows it": the claim held as settled for everyone (not "everyone knows how it feels").
    { strength: 'certain', keys: 'know', pattern: word('(?:we\\s+all|all\\s+of\\s+us|(?:everyone|everybody|every\\s+(?!one\\b)[\\p{L}-]+)(?:\\s+(?:in|at|on|working\\s+in|who\\s+works?\\s+in)(?:\\s+[\\p{L}-]+){1,3}?)?)\\s+(?:already\\s+)?knows?(?=\\s+(?:this|it)\\s*(?:[.;:!]|$)|\\s+that\\b|\\s+(?!(?:how|what|why|where|when|who|whom|which|whether|if|that)\\b)(?:[\\p{L}-]+\\s+){1,4}?(?:is|are|was|were|has|have|had|can|cannot|will|do|does|need|needs)\\b)') },
    // A proof reworded: "our results clearly show that", "the data confirm that", when the clause
    // speaks of the work's evidence ("The map clearly shows the rivers" claims nothing).
    {
      strength: 'certain',
      keys: 'clearly|unambiguously|unequivocally|definitively|conclusively|confirm',
      pattern: word(
        '(?:clearly|unambiguously|unequivocally|definitively|conclusively)\\s+(?:shows?|showed|shown|demonstrat(?:es|ed|e)|confirm(?:s|ed)?|establish(?:es|ed)?|indicat(?:es?|ed)(?=\\s+that\\b))|(?:shows?|showed|shown|demonstrat(?:es|ed|e))\\s+(?:clearly|unambiguously|unequivocally|conclusively)(?=\\s+that\\b)|confirm(?:s|ed)?\\s+(?:\\w+\\s+)?that',
      ),
      needs: word('results?|findings?|data|evidence|study|studies|experiments?|trials?|measurements?|research|tests?|analys[ie]s'),
    },
    // "This confirms ART", "which confirms the model", "These results confirm our hypothesis": the writer's own
    // evidence said to settle a theory (w90); not "confirms whether" nor what a test "confirms" in a method ("a
    // PCR test confirms infection" has no demonstrative or evidence before it).
    {
      strength: 'certain',
      keys: 'confirm',
      pattern: `(?<=${start}(?:(?:this|these|which|that)(?:\\s+(?:results?|findings?|data|study|evidence|pattern|difference))?|(?:our|the|my)\\s+(?:results?|findings?|data))\\s+(?:(?:clearly|strongly|fully)\\s+)?)${word('confirm(?:s|ed)?(?=\\s+(?!(?:whether|how|what|why|if)\\b)\\p{L})')}`,
    },
    // "This clearly shows the tax works": the writer's own evidence said to settle a result, no "that" (w88).
    { strength: 'certain', keys: 'clearly|strongly', pattern: `(?<=${start}(?:this|these|that|which)\\s+)${word(`(?:clearly|strongly)\\s+(?:shows?|showed|proves?|proved)(?=\\s+(?:(?!(?:and|but|or|to|that|how|what|why|where|when|whether|if)\\b)[\\w'’-]+\\s+){1,4}?(?:is|are|works?|worked|will|can|makes?|${englishClaimVerbs})\\b)`)}` },
    // A cause held beyond doubt in the present: "it clearly affects their grades" (not "clearly shows the rivers").
    { strength: 'certain', keys: 'clearly', pattern: word('clearly\\s+(?:affects?|causes?|leads?\\s+to|harms?|damages?|hurts?|improves?|worsens?)') },
    // "This clearly shows that …": the writer's own evidence, named by its demonstrative.
    { strength: 'certain', keys: 'clearly|strongly', pattern: `(?<=${start}(?:this|these|that|which)\\s+)${word('(?:clearly|strongly)\\s+(?:shows?|showed|demonstrat(?:es|ed)|proves?|proved)(?=\\s+that\\b)|(?:shows?|showed|demonstrat(?:es|ed))\\s+(?:clearly|strongly)(?=\\s+that\\b)|clearly\\s+indicat(?:es?|ed)(?=\\s+that\\b)')}` },
    // A cause the work's evidence is said to show: "These results show that the app causes a clear
    // improvement" (the verb is named; not "may cause", "the main cause", nor what other studies showed).
    {
      strength: 'proves',
      keys: 'caus',
      pattern: `(?<=${start}(?:results?|data|findings?|study|evidence|experiments?|trials?|measurements?)\\s+(?:\\S+\\s+)?(?:shows?|showed|shown|demonstrat(?:es|ed)|confirms?|confirmed)\\s+that\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){1,6}?)(?<!${start}(?:the|a|an|main|key|root|major|primary|leading|common|its|their|our|one)\\s+)${word('causes|caused')}`,
    },
    // A general effect the writer's own evidence is said to show, in the present: "These results show that
    // green space improves attention" (w90: a study of two schools read as a law), "which shows that the
    // intervention is highly acceptable" (w91); not a past finding
    // ("showed that attention improved"), another's studies ("research shows"), nor "may improve".
    {
      strength: 'certain',
      keys: 'show|demonstrat',
      pattern: `(?<=${start}(?:(?:(?:these|our|my|the|this|its)\\s+)(?:[\\p{L}-]+\\s+)?(?:results?|data|findings?|study|experiment|trial|pilot|survey|analysis|numbers|figures)|which|this)\\s+(?:(?:clearly|strongly|also)\\s+)?)${word(`(?:shows?|showed|demonstrat(?:es|ed|e))\\s+that\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){1,6}?(?:improves|reduces|increases|lowers|raises|boosts|prevents|protects|helps|harms|worsens|affects|leads\\s+to|makes|drives|cuts|(?:is|are)\\s+(?:(?:an?|highly|very|fully|both|truly)\\s+)*(?:effective|beneficial|safe|successful|acceptable|feasible|sufficient|enough|superior))`)}`,
    },
    // Every other difference ruled out: "so the only difference between them was the app".
    { strength: 'certain', keys: 'only', pattern: word('the\\s+only\\s+difference(?:\\s+between\\s+(?:them|the\\s+(?:\\w+\\s+)?(?:groups|classes|schools|conditions|sites|arms)))?\\s+(?:is|was|were)') },
    // One cause, the others ruled out: "the difference can only be due to the caffeine".
    { strength: 'certain', keys: 'only', pattern: word('can\\s+only\\s+(?:be\\s+(?:due\\s+to|explained\\s+by|attributed\\s+to|caused\\s+by)|(?:come|stem|result)\\s+from)') },
    // One cause held to be the only one: "must be due to the training", "must come from the training itself".
    {
      strength: 'certain',
      keys: 'must',
      pattern: word(
        'must\\s+(?:be\\s+(?:due\\s+to|caused\\s+by|explained\\s+by|(?:the\\s+)?(?:result|effect|consequence)\\s+of|because\\s+of)|have\\s+(?:been\\s+(?:caused\\s+by|due\\s+to)|come\\s+from|resulted\\s+from)|(?:come|stem|result)\\s+from\\s+(?:\\S+\\s+){1,4}?itself)',
      ),
    },
    // Figures said to end the argument: "the numbers settle the debate", "That settles it:".
    { strength: 'certain', keys: 'settle', pattern: word('settle[sd]?\\s+(?:the|this)\\s+(?:debate|argument|question|matter)(?:\\s+once\\s+and\\s+for\\s+all)?|(?<=(?:that|this|which)\\s+)settles\\s+it') },
    // The evidence held to settle it: "the evidence is clear", "the results were really clear", "its council
    // evaluation is clear", "the case is pretty clear-cut" (w91).
    {
      strength: 'certain',
      keys: 'clear',
      pattern: word(
        '(?:results?|findings?|evidence|data|effects?|picture|direction|conclusions?|evaluation|numbers|case|(?<=(?:the|my|our)\\s+)(?:answer|reason)(?:\\s+so\\s+far)?)\\s+(?:is|are|was|were)\\s+(?:already\\s+)?(?:(?:really|very|absolutely|completely|perfectly|crystal|quite|so|pretty)\\s+)?(?:clear(?:-cut)?|clear\\s+cut)(?!\\s+(?:whether|how|what|why|if|enough)\\b)',
      ),
    },
    // w92: a difference held "too big to be chance", the matter "settled", a pilot that "showed that it
    // works", and what worked in one place promised to work here.
    { strength: 'certain', keys: 'too', pattern: word('too\\s+(?:big|large|great|strong|clear|consistent)\\s+to\\s+be\\s+(?:a\\s+|by\\s+)?(?:chance|coincidence|random|luck|accident)') },
    { strength: 'certain', keys: 'settled', pattern: word('(?:science|question|matter|debate|case|issue|evidence)\\s+(?:is|was)\\s+(?:already\\s+|now\\s+)?(?:scientifically\\s+)?settled') },
    { strength: 'certain', keys: 'show|demonstrat', pattern: word('(?:already\\s+)?(?:shows?|showed|shown|demonstrat(?:es|ed|e))\\s+(?:that\\s+)?(?:it|this|the\\s+(?:plan|programme|program|scheme|ban|policy|closure|pilot|approach|idea|method|system|intervention))\\s+works') },
    { strength: 'always', keys: 'worked', pattern: word('(?:what|whatever)\\s+worked\\s+(?:\\S+\\s+){0,4}?will\\s+work\\s+(?:here|everywhere|for\\s+us)') },
    // w92–w94: a result asked of every one of a kind ("every hospital should introduce gratitude journals",
    // "any school can apply it", "should be rolled out in all schools"); not "all of them" nor a pronoun.
    {
      strength: 'everywhere',
      keys: 'every|all|any',
      pattern: word(
        `(?:(?:every|all)\\s+${englishKindOf}(?:in\\s+(?:the\\s+)?\\p{Lu}[\\p{L}-]+\\s+)?(?:should|must|needs?\\s+to|ought\\s+to|ha(?:s|ve)\\s+to)|any\\s+${englishKindOf}(?:can|could))\\s+(?:now\\s+|also\\s+|easily\\s+|simply\\s+)?${englishAdopt}|(?:should|must|can|could)\\s+be\\s+(?:introduced|adopted|implemented|applied|rolled\\s+out|used|offered|replicated|required|made\\s+(?:mandatory|compulsory))\\s+(?:in|at|across|for|by|to)\\s+(?:every|all|any)\\s+${englishPlaces}|(?:roll(?:ed)?\\s+(?:it|this|them)\\s+out|scale[ds]?\\s+(?:it|this)\\s+up)\\s+(?:to|across|in)\\s+(?:every|all)\\s+${englishPlaces}`,
      ),
    },
    // w95: a source "clearly coming from", one site's result "will produce the same gains" here, "we already know
    // the answer", "the evidence for a fix is clear", "we know heat plans work", "This shows that … is the main source of".
    { strength: 'certain', keys: 'clearly', pattern: word('(?:is|are|was|were)\\s+clearly\\s+(?:coming\\s+from|caused\\s+by|due\\s+to|driven\\s+by|the\\s+(?:result|cause|source)\\s+of)') },
    { strength: 'certain', keys: 'same', pattern: word('(?:will|is\\s+going\\s+to)\\s+(?:\\w+ly\\s+)?(?:produce|bring|give|deliver|achieve|do|see|get)\\s+(?:us\\s+|you\\s+)?the\\s+same(?:\\s+(?:gains|results?|effects?|benefits?|outcomes?|improvements?)|\\s+for\\s+(?:us|ours|our\\s+[\\p{L}-]+|you|yours))') },
    // w98: a figure promised ("we will halve delirium on our ward within a year"); a case held up as "living proof";
    // a result "generalised to all students" (every one of a kind, below).
    { strength: 'certain', keys: 'will', pattern: word('will\\s+(?:halve|double|triple)') },
    { strength: 'proves', keys: 'living', pattern: word('(?:the\\s+|a\\s+)?living\\s+proof') },
    { strength: 'everywhere', keys: 'generali[sz]', pattern: word('(?:can|could|may)\\s+be\\s+generali[sz]ed\\s+to\\s+(?:all|every|the\\s+whole|the\\s+entire)') },
    // Not "we already know the answer can be yes", which says what the evidence allows (w96).
    { strength: 'certain', keys: 'know', pattern: word('(?:we|I)\\s+(?:already\\s+)?know\\s+the\\s+answer(?!\\s+(?:can|could|may|might)\\b)') },
    // w96: a payback promised without its figures ("would pay for itself soon after"); the only difference between
    // two plots or groups taken as shown; a result no other cause "can explain".
    // Not on a condition a clause before states ("If Finland's results hold here, it would pay for itself", w97),
    // nor "largely", "partly".
    { strength: 'certain', keys: 'itself', notAfterIf: true, pattern: word('(?:will|would)\\s+(?:(?!(?:largely|partly|mostly|probably|likely)\\s)\\w+ly\\s+|soon\\s+)?pay\\s+for\\s+itself') },
    { strength: 'certain', keys: 'difference', pattern: word('the\\s+only\\s+difference\\s+between\\s+(?:[\\p{L}\\p{N}-]+\\s+){1,4}?(?:is|was)') },
    { strength: 'certain', keys: 'explained', pattern: word("(?:cannot|can't|can\\s+not|could\\s+not|couldn't)\\s+be\\s+explained\\s+(?:by\\s+anything\\s+else|(?:by|in)\\s+any\\s+other\\s+way)") },
    { strength: 'certain', keys: 'know', pattern: word('(?:we|I)\\s+(?:already\\s+|now\\s+)?know\\s+(?:that\\s+)?(?!(?:how|what|why|where|when|who|whether|if)\\s)(?:[\\p{L}-]+\\s+){0,2}(?:plans?|programmes?|programs?|schemes?|policies|policy|bans?|taxes|tax|interventions?|approach(?:es)?|systems?|treatments?|it|this)\\s+(?:works?|worked)') },
    { strength: 'certain', keys: 'clear', pattern: word('(?:evidence|results?|data|findings?)\\s+(?:for|of|on|from|behind)\\s+(?:[\\p{L}\\p{N}-]+\\s+){1,3}?(?:is|are|was|were)\\s+(?:already\\s+)?(?:(?:really|very|absolutely|completely|perfectly|crystal|quite|so|pretty)\\s+)?clear(?!\\s+(?:whether|how|what|why|if|enough)\\b)') },
    { strength: 'best', keys: 'main|major|primary|biggest|largest', pattern: `(?<=${start}(?:shows?|showed|demonstrates?|demonstrated|proves?|proved|confirms?|confirmed)\\s+that\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){1,5}?)${word('(?:is|are|was|were)\\s+the\\s+(?:main|major|primary|biggest|largest)\\s+(?:source|cause|driver)\\s+of')}` },
    // "Mexico proves it.", "Our pilot proves this:": the evidence said to prove what the sentence before claimed (w93).
    { strength: 'proves', keys: 'prov', pattern: word('prove[sd]\\s+(?:it|this)(?=\\s*(?:[:;.!,—–]|$))') },
    // "consistently slower cooling", "consistently outperformed": every case, as "always" (w92, w94); not where the
    // clause itself counts the cases ("at all three sampling dates", "in every specification I ran").
    { strength: 'always', keys: 'consistently', pattern: word(`consistently\\s+(?:higher|lower|slower|faster|better|worse|stronger|weaker|greater|smaller|larger|more|less|shorter|longer|(?:reduc|increas|improv|lower|rais|outperform|predict|beat)\\w*)(?![^]*${start}(?:(?:in|across|on|for|at)\\s+(?:all|each|every)\\s+(?:of\\s+the\\s+)?[\\p{L}\\p{N}-]+|\\d+\\s+(?:of|out\\s+of)\\s+\\d+)${end})`) },
    // "The results speak for themselves" (w91's «התוצאות מדברות בעד עצמן»): the evidence held to need no argument.
    { strength: 'certain', keys: 'speak', pattern: word('(?:results?|findings?|evidence|data|numbers|figures|facts)\\s+(?:\\S+\\s+)?(?:speaks?|spoke)\\s+for\\s+(?:themselves|itself)') },
    // Emphatic do: "so the training does transfer", "the app does improve memory" (not a question's "how does").
    {
      strength: 'certain',
      keys: 'do|did',
      pattern: `(?<!${start}(?:how|what|why|where|when|who|which|whom|whose|whether|if)\\s+(?:\\S+\\s+){0,3})(?<!${start}(?:so|as|than|nor|neither|only|then)\\s+)${word(`(?:does|do|did)\\s+(?:${englishClaimVerbs}|transfer|work|help)`)}`,
    },
    // A study not yet run said to confirm a result: "the RCT we are planning will confirm this", "our
    // trial will show that it works"; not its question ("will show how bees see colour").
    {
      strength: 'certain',
      keys: 'will',
      pattern: word('will\\s+(?:(?:confirm|prove)(?=\\s+(?:this|that|it|the)\\b)|show(?=\\s+that\\b))'),
      needs: word('study|trial|RCT|research|experiment|results?|data'),
    },
    // "will end heat deaths", "will eliminate … completely", "will solve the problem", "will fix the teacher shortage"
    // (a harm named: "will fix the sensor to the wall" is not a result).
    {
      strength: 'forGood',
      keys: 'will|going to',
      pattern: word(
        `(?:${englishFuture})\\s+(?:\\w+ly\\s+)?(?:end|stop|solve|fix|eliminate|eradicate|cure|wipe out|put an end to|get rid of)${englishPart}\\s+(?:\\S+\\s+){0,3}?(?:${englishHarms})`,
      ),
    },
    {
      strength: 'forGood',
      keys: 'will|going to|can',
      pattern: word(
        `(?:${englishFuture}|can)\\s+(?:(?:\\w+ly|therefore|also|then|soon)\\s+)?(?:end|stop|solve|eliminate|eradicate|cure|wipe out|fix|prevent|remove|restore|reverse|heal)${englishPart}\\s+(?:\\S+\\s+){1,6}?(?:${englishCompletely})`,
      ),
    },
    {
      strength: 'forGood',
      keys: 'will|going to',
      pattern: word(
        `(?:${englishFuture})\\s+(?:completely|entirely|fully|totally|permanently)\\s+(?:end|stop|solve|eliminate|eradicate|cure|replace|prevent|remove)`,
      ),
    },
    // A result promised whatever happens: "will guarantee", "will make dengue a thing of the past",
    // "liver biopsies will be a thing of the past" (w89).
    // The harm itself said to end: "childhood obesity will end within a generation", "malaria will be a thing of the past".
    { strength: 'forGood', keys: 'will', pattern: word(`(?:${englishHarms})\\s+will\\s+(?:end|disappear|vanish|be\\s+(?:gone|eliminated|eradicated|ended|a\\s+thing\\s+of\\s+the\\s+past))(?!\\s+(?:only|when|if|unless|soon|once|by|after|before|in)${end})`) },
    // Whatever the harm, gone for good: "traffic jams will be gone for good".
    { strength: 'forGood', keys: 'good|ever|for all|permanently', pattern: word(`(?:${englishFuture})\\s+(?:\\w+ly\\s+)?(?:be\\s+(?:gone|over|eliminated|eradicated|solved)|disappear|vanish|end)\\s+(?:${englishForGood})`) },
    { strength: 'forGood', keys: 'guarantee|past', pattern: word(`(?:${englishFuture}|would)\\s+(?:\\w+ly\\s+)?guarantee|(?:${englishFuture}|would)\\s+make\\s+(?:\\S+\\s+){1,4}?a\\s+thing\\s+of\\s+the\\s+past|(?:${englishFuture})\\s+(?:soon\\s+)?be\\s+a\\s+thing\\s+of\\s+the\\s+past`) },
    // A future "will eliminate / end / cure / solve" is a complete result whatever it removes ("will solve this").
    { strength: 'forGood', keys: 'will|going to', pattern: word(`(?:${englishFuture})\\s+(?:\\w+ly\\s+)?(?:end|eliminate|eradicate|wipe out|cure|solve|put an end to|get rid of)${englishPart}${englishObject}`) },
    // "end cyberbullying for good", "stamp out malaria once and for all": a complete result, whatever the verb's tense (w87).
    { strength: 'forGood', keys: 'good|ever|for all|permanently', pattern: word(`(?:end|eliminate|eradicate|wipe\\s+out|stamp\\s+out|beat|defeat|solve)\\s+(?:\\S+\\s+){1,3}?(?:${englishForGood})`) },
    { strength: 'forGood', keys: 'key|answer|solution', pattern: word('the\\s+(?:key|answer|solution)\\s+to\\s+(?:beating|ending|solving|curing|stopping|defeating|eliminating|eradicating)') },
    // "always causes", "will never work", "will benefit every patient", "every child will benefit".
    { strength: 'always', pattern: `${englishNotClaimedBefore}${englishHedgedAfter}${word(`(?:will\\s+)?(?:always|never)(?=\\s+(?!${englishNotAbsolute})[\\p{L}'’-]+)(?:\\s+(?!${englishNotNamed})[\\p{L}'’-]+)?`)}`, keys: 'always|never' },
    // After "is" / "are" a participle is no past event ("corn yields are always protected").
    { strength: 'always', pattern: `(?<=${start}(?:is|are|'re)\\s+)(?<!(?:${start}(?:that|who|which|I)\\s+\\S+\\s+))${englishNotClaimedBefore}${englishHedgedAfter}${word(`(?:always|never)(?!\\s+(?:${englishLimitOwned})${end})(?:\\s+(?!been${end}|${englishNotNamed})[\\p{L}'’-]+)?`)}`, keys: 'always|never' },
    { strength: 'always', keys: 'every', pattern: word('(?:will|would)\\s+(?:help|benefit|protect|cure|save|work for)\\s+every(?:one|body|\\s+\\w+)') },
    // One site's result promised in every place: "will see the same results in every district", "will save every
    // district money", "works for all children", "the same results everywhere" (w90); not a plan's own
    // steps ("we will interview all teachers"), a part ("in almost every school"), a condition's
    // "would" nor an aim ("how to make it work for every family").
    {
      strength: 'always',
      keys: 'every|all',
      pattern: word(
        `(?:(?:${englishFuture})\\s+(?:\\w+ly\\s+)?(?:see|achieve|happen|work|help|benefit|improve|save|raise|reduce|cut|boost|lead\\s+to|bring)|works)(?:\\s+(?!(?:in|for|at|across|to)\\s)\\S+){0,5}?\\s+(?:(?:in|for|at|across|to)\\s+)?(?:every|all)\\s+(?!of${end}|the\\s+(?:time|way)${end})(?:[\\p{L}-]+)(?!\\s+(?:we|I)\\s)|the\\s+same\\s+(?:results?|effects?|benefits?|outcomes?)\\s+(?:\\S+\\s+){0,2}?(?:everywhere|(?:in|for|at|across)\\s+(?:every|all)\\s+[\\p{L}-]+)`,
      ),
    },
    // "no epidemic will ever surprise us again": never, promised.
    { strength: 'always', keys: 'ever', pattern: word('no\\s+(?!one\\s)(?:[\\p{L}-]+\\s+){1,2}will\\s+ever') },
    { strength: 'always', keys: 'every', pattern: word('every\\s+\\w+\\s+will\\s+(?:benefit|improve|recover|be cured|be protected|be saved)') },
    { strength: 'best', pattern: englishBest, keys: 'best|cheapest|fastest|safest|simplest|easiest|surest|strongest|most|only|sole|cause|factor|reason|driver|real|true' },
    // "there is no better way to", "no other policy has results like this", "No other policy can do
    // this": nothing else comes close.
    {
      strength: 'best',
      keys: 'no',
      pattern: word(
        `there(?:'s|\\s+is)\\s+no\\s+(?:better|cheaper|faster|safer|surer|more\\s+effective)\\s+(?:${englishMeans})|no\\s+other\\s+(?:[\\p{L}-]+\\s+){1,2}(?:has|had|have)\\s+(?:\\w+\\s+)?(?:results|effects|benefits|outcomes|success)\\s+(?:like|as)|no\\s+other\\s+(?:[\\p{L}-]+\\s+){1,2}(?:works\\s+(?:as\\s+well|better)|comes\\s+close|(?:can|could|will)\\s+(?:do|achieve|match|deliver|beat)\\s+(?:this|that|it|as\\s+much))`,
      ),
    },
    { strength: 'harmless', pattern: englishHarmless, keys: 'side|safe|harmless|risk|downside' },
  ],
  doubt: `${word(
    "not|no|\\p{L}*n['’]t|never|cannot|nothing|nobody|none|neither|nor|without|fail(?:s|ed)? to|yet to|unable|impossible|hard to|difficult to|too early|may|might|could|would|can|should|if|whether|unless|perhaps|maybe|possibly|probably|seems?|seemed|appears?|appeared|likely|unlikely|hope[sd]?|expects?|expected|predicts?|predicted|anticipates?|anticipated|aims?|goals?|purpose|objectives?|intends?|intended|try|tries|trying|tried|attempts?|want(?:s|ed)?|seeks?|suggests?|suggested|suggesting|less|rarely|partly|partially|almost|nearly",
  )}|${word('to|help|helps|helped')}\\s*$`,
  reported: word(
    'says?|said|claims?|claimed|argues?|argued|believes?|believed|thinks?|thought|assumes?|assumed|asserts?|asserted|insists?|insisted|according to|told|tells?|promised?|promises|advertis\\w*|myths?|some people|many people|critics|skeptics|sceptics|supporters|opponents|companies|company|advocates',
  ),
  mathematics: word(
    'theorem|lemma|corollary|conjecture|axioms?|equations?|mathematical(?:ly)?|induction|geometry|formulas?|QED',
  ),
  can: word('can'),
  conditional: `${word('unless')}|${word('if')}[^]*(?:${word('not|never|no')}|n['’]t${end})`,
  ifItWorks: `${word('if')}[^]*${word('works?|succeeds?')}\\s*$`,
  opensCondition: `^\\s*(?:${word('if|once|provided|assuming|unless')})`,
};

// Hebrew: the prefixes ו ה ב כ ל מ ש before a word; gender and number in each form.
const hebrewPrefix = '[ושהבכלמ]{0,3}';
const he = (forms: string) => `${start}${hebrewPrefix}(?:${forms})${end}`;
// A future verb takes "and", "that", "when" before it, never a noun's or an infinitive's letters
// ("ולהימנע לחלוטין", and to avoid completely, is advice, not "ימנע", will prevent).
const heFuture = (forms: string) => `${start}(?:ו|ש|וש|כש|וכש)?(?:${forms})${end}`;
const hebrewEnds =
  '[יתנ]פתו?ר|[יתנ]פתרו|[יתנ]עלים|[יתנ]עלימו|[יתנ]חסל|[יתנ]חסלו|[יתנ]מגר|[יתנ]מגרו|[יתנ]פסיק|[יתנ]פסיקו|[יתנ]עצור|[יתנ]עצרו|[יתנ]מנע|[יתנ]מנעו|[יתנ]רפא|[יתנ]רפאו|[יתנ]סיים|[יתנ]סיימו|[יתנ]שים קץ|[יתנ]שימו קץ|[יתנ]יעלם|[יתנ]יעלמו|[יתנ]יפתר|[יתנ]יפתרו|[יתנ]סגור|[ית]סגרו';
const hebrewCompletely = 'לחלוטין|לתמיד|אחת ולתמיד|סופית|לגמרי|באופן מוחלט|מכל וכל|לצמיתות';
/** Completely, not "almost completely" (כמעט לגמרי). */
// Every place of a kind: «בכל בתי הספר», «לכל הכיתות», «בכל שיעור בבתי הספר», «בכל הארץ».
const hebrewEveryPlace = `${start}[ובל]{0,2}כל\\s+(?:[\\u05d0-\\u05ea]+\\s+(?=ב))?[בל]?(?:ה)?(?:בתי\\s+ה?ספר|בית\\s+ה?ספר|בתי\\s+ה?חולים|בית\\s+חולים|ערים|עיר|רשויות|רשות|מחלקות|מחלקה|כיתות|כיתה|גנים|גני\\s+ה?ילדים|שיעור|שיעורים|מדינות|מרפאות|קהילות|יישובים|הארץ|רחבי\\s+הארץ)${end}`;
const hebrewFully = `(?<!כמעט\\s+)${he(hebrewCompletely)}`;
const maqaf = '(?:[\\u05be\\-]|\\s)';

// What the writer's certainty is about for it to be a claim: a result, the work, or a verb of its outcome in the future.
const hebrewResults =
  'תוצאות\\S*|ממצא\\S*|נתונים|מחקר\\S*|שיטה|שיטת\\S*|טיפול\\S*|תוכני\\S*|פרויקט\\S*|פתרון\\S*|[יתנ](?:עבוד|צליח|פתור|שפר|פחית|וריד|ציל|מנע|חסל|עזור|ביא|שנה|וכיח|ראו|ראה)\\S*';
const hebrewBest = 'טוב|יעיל|חזק|מדויק|אמין|מוצלח|בטוח|זול|מהיר|פשוט|נכון|נכונ(?=ה|ים|ות)';
const hebrewMeans = 'דרך|דרכים|כלי|כלים|טיפול|טיפולים|פתרון|פתרונות|שיטה|שיטות|תרופה|תרופות|הגנה|אמצעי|תשובה|הסבר';

const hebrewDoubt = 'לא|אין|אינו|אינה|אינם|אינן|טרם|בלי|אף|אי אפשר|קשה|אולי|ייתכן|יתכן|עשוי(?:ה|ים|ות)?|יכול(?:ה|ים|ות)?|עלול(?:ה|ים|ות)?|אם|האם|כדי|רוצה|רוצים|רוצות|מטרת\\S*|להראות|לבדוק|מקווה|מקווים|מצפה|מצפים|מצפות|משער|משערים|משערת|מנסה|מנסים|מנסות|שואפים|עוזר(?:ת|ים|ות)?|יעזור|תעזור|חלקית|כמעט|פחות|סביר(?:\\s+(?:מאוד|להניח))?|כנראה|ככל הנראה|קרוב לוודאי';

// Not which one works best (a question the writer asks), one of several ("אחד הגורמים"), nor a
// conclusion from a reason just given ("כך ש…"; after «כי», «לכן» only where the sentence says the
// thing is it: «לכן זו הדרך היחידה»): the guard of every Hebrew superlative.
const hebrewNotRanked = `(?<!(?:${start}ו?(?:איזה|איזו|אילו|מה|מי|כמה|האם|איך|אחד|אחת)${end}|כך\\s+ש)[^]*)(?:(?<=${start}(?:היא|הוא|הם|הן|זו|זה|זוהי|זהו)\\s+)|(?<!${start}ו?(?:כי|לכן)${end}[^]*))`;

// The present of a verb of effect, every gender and number: a general law, not what happened once.
// Not «ומעלה» («3 ימים ומעלה», and more) nor «הוא גורם», a noun (is a factor).
const hebrewPresentEffects = '(?:משפר|מפחית|מגביר|מוריד|מקטין|מגדיל|תורם|מונע|פוגע|מחזק|מעודד)(?:ת|ים|ות)?|(?:מספיק|יעיל)(?:ה|ים|ות)?|מעלות|מעלים|(?<!(?:הוא|היא|הם|הן)\\s+)גורמ(?:ת|ים|ות)|(?<!(?:הוא|היא|הם|הן)\\s+)גורם';

export const hebrewClaims: ClaimLexicon = {
  patterns: [
    // מוכיח/ה/ים/ות, הוכיח/ה/ו/נו, מוכח/ת/ים/ות (מוכח מדעית); הוכח/הוכחה/הוכחות before ש…, כ… (כי,
    // «הוכח כהצלחה מוחלטת», «הוכח כבר בכמה מחקרים ש…»: w89),
    // לכך, and «זה הוכח» a clause of its own ("זה הוכח: …") — never להוכיח, a purpose.
    { strength: 'proves', pattern: `${start}(?![ושהבכמ]{0,2}להוכיח)${hebrewPrefix}(?:מוכיח(?:ה|ים|ות)?|הוכיח(?:ה|ו|נו)?|הוכח(?:נו|תי|תם|תן)|מוכח(?:ת|ים|ות)?|(?<=(?:זה|זו|הדבר)\\s+(?:כבר\\s+)?)הוכח(?=\\s*$)|(?<=(?:זו|זוהי|זאת|זה)\\s+)הוכחה|(?:הוכח|הוכחה|הוכחות)(?=\\s+(?:ש|כ|לכך|ברורה|חד|חותכת|ניצחת|מוחלטת|סופית|מדעית|חזקה|משכנעת|הטובה\\s+ביותר)))${end}` },
    { strength: 'certain', pattern: `${he('בוודאות|בודאות|ללא ספק|בלי ספק|אין ספק|באופן ודאי|באופן מוחלט')}|${start}${hebrewPrefix}(?:באופן\\s+)?חד${maqaf}משמעי(?:ת|ים|ות)?${end}` },
    // "כולנו כבר יודעים שהטלפון פוגע בריכוז": held as settled for everyone.
    { strength: 'certain', pattern: `${start}ו?(?:כולנו|כולם)\\s+(?:כבר\\s+)?יודעים(?=\\s+ש)` },
    // "כל רופא שיניים יודע את זה", "כל הורה לבן נוער יודע ש…" (w89): every member of a trade or group
    // said to know it; not "כל מה שאני יודע" (all I know).
    { strength: 'certain', pattern: `${start}ו?כל\\s+(?!מה\\s)(?:[\\u05d0-\\u05ea]+\\s+){1,3}?(?:כבר\\s+)?יודע(?:ת)?(?=\\s+(?:את\\s+זה|זאת|ש))` },
    // The writer's own certainty about a result: "אני בטוחה שהתוצאות יראו", "אנחנו משוכנעים שהשיטה תעבוד".
    {
      strength: 'certain',
      pattern: `${start}(?:אני|אנחנו|אנו)\\s+(?:בטוח|משוכנע)(?:ה|ת|ים|ות)?(?:\\s+(?:לגמרי|לחלוטין|במאה אחוז))?(?=\\s+(?:ש|כי\\s))`,
      needs: he(hebrewResults),
    },
    // A proof reworded: "התוצאות מראות בבירור ש…", "הנתונים מאשרים ש…".
    {
      strength: 'certain',
      pattern: `${he('(?:מרא(?:ה|ים|ות)|הרא(?:ה|ו|תה)|מצביע(?:ה|ים|ות)|הצביע(?:ה|ו)?)\\s+(?:בבירור|בצורה\\s+ברורה|באופן\\s+ברור)|(?:בבירור|בצורה\\s+ברורה|באופן\\s+ברור)\\s+(?:מרא(?:ה|ים|ות)|הרא(?:ה|ו|תה)|מצביע(?:ה|ים|ות)|הצביע(?:ה|ו)?)|(?:מאשר(?:ת|ים|ות)?|אישר(?:ה|ו)?)(?=\\s+(?:ש|כי\\s))')}`,
      needs: he('תוצאות\\S*|ממצא\\S*|נתונים|מחקר\\S*|ניסוי\\S*|מדידות|בדיק\\S*'),
    },
    // A general effect the writer's own evidence is said to show, in the present: "התוצאות מראות ששיעורי
    // בית יומיים משפרים את ההישגים" (w90); not a past finding (שההישגים השתפרו) nor «עשויים לשפר».
    { strength: 'certain', pattern: `${he('(?:התוצאות|הממצאים|הנתונים|המחקר|הניסוי|הפיילוט)(?:\\s+(?:שלי|שלנו|האלה|הללו|האלו))?(?:\\s+(?:בבירור|כבר))?\\s+(?:מראים|מראות|מראה|הראו|הראה|מוכיחים|מוכיחות|מוכיח)')}\\s+ש\\S+(?:\\s+\\S+){0,6}?\\s+${he(hebrewPresentEffects)}` },
    // "זה מראה בבירור ש…": the writer's own evidence, named by its demonstrative at the head of its
    // clause ("מחקר זה" and "הנתונים האלה" are the evidence's own names, read above).
    { strength: 'certain', pattern: `(?<!\\p{L}[\\s־]+)${start}ו?(?:זה|זו|אלה|הדבר)\\s+(?:מרא(?:ה|ים)|מצביע(?:ה|ים)?)\\s+(?:בבירור|בצורה\\s+ברורה|באופן\\s+ברור)${end}` },
    // A change promised straight from the plan: "יוריד ישירות את כמות המיקרופלסטיק" (will directly reduce, w90), as «سينعكس مباشرة».
    { strength: 'certain', pattern: `${heFuture('[יתנ](?:וריד|פחית|קטין|גדיל|שפר|עלה|שפיע|גרום|תרום)ו?')}(?:\\s+\\S+){0,2}?\\s+${he('ישירות|באופן\\s+ישיר')}` },
    // Figures said to end the argument: "הנתונים מכריעים את הוויכוח".
    { strength: 'certain', pattern: `${he('מכריע(?:ה|ים|ות)?|הכריע(?:ה|ו)?|סוגר(?:ת|ים|ות)?|סגר(?:ה|ו)?')}\\s+את\\s+${he('ה?ויכוח|הוויכוח|הדיון|השאלה')}` },
    // w92: «פער גדול מכדי להיות מקרי», «כבר הראה שזה עובד», «מה שעבד שם יעבוד גם כאן», «הנושא סגור».
    { strength: 'certain', pattern: `${he('(?:גדול|גדולה|גדולים|חזק|חזקה|ברור|ברורה|עקבי|עקבית)')}\\s+מכדי\\s+להיות\\s+${he('(?:מקרי|מקרית|מקריים|צירוף\\s+מקרים|מקרה)')}` },
    { strength: 'certain', pattern: `${he('(?:הראה|הראתה|הראו|מראה|מראים|מראות)')}\\s+ש(?:זה|היא|הוא|התוכנית|השיטה|הפיילוט|(?:ה[\\u05d0-\\u05ea]+)(?:\\s+(?:הזה|הזו|הזאת))?)\\s+${he('עובד(?:ת|ים|ות)?')}` },
    { strength: 'always', pattern: `${start}ו?מה\\s+שעבד\\s+(?:\\S+\\s+){0,4}?${he('יעבוד')}(?:\\s+גם)?\\s+${he('כאן|פה|אצלנו|בכל\\s+מקום')}` },
    // A result asked of every school, ward or town (w94: «ממליצה להנהיג את ההפסקה בכל שיעור בבתי הספר היסודיים»,
    // «כל בתי הספר צריכים לאמץ»): a recommendation, or a must, for every place of a kind.
    { strength: 'everywhere', pattern: `${he('ממליצ(?:ה|ים|ות)?|מומלץ|הייתי\\s+ממליצ(?:ה|ים|ות)?|(?:יש|צריך|חייבים|כדאי)\\s+ל[\\u05d0-\\u05ea]+')}(?:\\s+\\S+){0,6}?\\s+${hebrewEveryPlace}|${hebrewEveryPlace}\\s+${he('צריכ(?:ים|ות|ה)?|צריך|חייב(?:ים|ות|ת)?')}\\s+ל[\\u05d0-\\u05ea]+` },
    // «אין סיבה שלא תעבוד גם בבאר שבע» (no reason it would not work here too, w95): one site's result promised here.
    { strength: 'certain', pattern: `${start}ו?אין\\s+(?:שום\\s+)?סיבה\\s+(?:ש(?:[\\u05d0-\\u05ea]+\\s+){1,2}לא|שלא)\\s+[יתנ](?:עבוד|צליח)[\\u05d0-\\u05ea]*${end}` },
    // w98: «הלסינקי היא הוכחה חיה», «אפשר להכליל את התוצאות לכלל אוכלוסיית הסטודנטים» (every one of a kind).
    { strength: 'proves', pattern: he('הוכחה\\s+חיה') },
    { strength: 'everywhere', pattern: `(?<!${start}אי\\s+)${he('(?:אפשר|ניתן|אפשרי)\\s+להכליל')}(?:\\s+\\S+){0,3}?\\s+${he('(?:ל|על\\s+)(?:כלל|כל)')}` },
    // w96: «אנחנו כבר יודעים שזה עובד», as "we know heat plans work"; «ההבדל היחיד בין החלקות היה …», the only
    // difference taken as shown. Not «וקשה לי לראות למה שלא»: after «אם זה יעבוד», two hands of two read it as hedged.
    { strength: 'certain', pattern: `${start}ו?(?:אנחנו|אני|אנו)\\s+(?:כבר\\s+)?(?:יודעים|יודעת|יודע|יודעות)\\s+ש(?:(?!לא\\s)[\\u05d0-\\u05ea]+\\s+){0,2}?${he('עובד(?:ת|ים|ות)?|מצליח(?:ה|ים|ות)?')}` },
    { strength: 'certain', pattern: `${he('ההבדל\\s+היחיד\\s+בין')}` },
    // «התאחר בעקביות» (consistently delayed, w93): every case, as "always"; not what other studies found, a
    // manner joined to another («לעבוד מהר ובעקביות»), nor where the clause says in how many («ברוב המושבות»).
    { strength: 'always', pattern: `(?<!${start}(?:מחקרים|לפי|על\\s+פי)${end}[^]*)${start}(?:בעקביות|באופן\\s+עקבי|בצורה\\s+עקבית)${end}(?![^]*${he('ברוב|בכ?-?\\d+%')})` },
    { strength: 'certain', pattern: `${he('(?:הנושא|השאלה|העניין|הוויכוח|הויכוח)')}\\s+(?:כבר\\s+)?${he('(?:סגור|סגורה|מוכרע|הוכרע|הוכרעה)')}` },
    // "התוצאות מדברות בעד עצמן" (the results speak for themselves, w91).
    { strength: 'certain', pattern: `${he('(?:התוצאות|הממצאים|הנתונים|המספרים|העובדות)')}(?:\\s+\\S+)?\\s+${he('מדברו?ת|מדברים|מדבר|דיברו')}\\s+${he('(?:בעד|על|ב)\\s*(?:עצמן|עצמם|עצמה|עצמו)')}` },
    // The evidence held to settle it: "התוצאות היו ממש ברורות", "הכיוון ברור", "הנתונים ממקסיקו כבר ברורים".
    {
      strength: 'certain',
      pattern: `${he('(?:התוצאות|התוצאה|הממצאים|הראיות|הנתונים|הכיוון|המסקנה|המסקנות|התמונה|האפקט|ההשפעה|התשובה|הסיבה|ההבדל|הפער)')}(?:\\s+(?:מ|בין\\s+ה)[\\u05d0-\\u05ea]+)?(?:\\s+כבר)?\\s+(?:(?:היו|היה|הייתה|היתה|הן|הם|הוא|היא)\\s+)?(?:(?:ממש|מאוד|לגמרי|חד[-־ ]משמעית)\\s+)?ברור(?:ה|ים|ות)?${end}(?!\\s+(?:מספיק|דיו))`,
    },
    { strength: 'forGood', pattern: `${heFuture(hebrewEnds)}(?:\\s+\\S+){0,6}?\\s+${hebrewFully}` },
    { strength: 'forGood', pattern: heFuture('[יתנ]פתו?ר(?:ו)?\\s+את\\s+(?:ה)?בעי(?:ה|ות|ית)') },
    // "יאפשר לתרופות לעצור אותה לגמרי", "יוכלו לעצור את המחלה לגמרי": a complete result promised through what
    // the future allows, as English "can stop it completely" (w88).
    { strength: 'forGood', pattern: `${heFuture('(?:[יתנ]אפשרו?|[יתנ]וכלו?)')}(?:\\s+\\S+){0,3}?\\s+ל(?:עצור|הפסיק|מנוע|חסל|העלים|רפא|פתור|סיים|מגר)(?:\\s+\\S+){0,6}?\\s+${hebrewFully}` },
    // "תמיד נשאר מאחור", "לעולם לא יחלה": not a past or first-person word ("תמיד רציתי", "תמיד התריעה"),
    // a relative clause ("שלעולם לא נבקר") or the writer's habit ("אני תמיד קוראת").
    { strength: 'always', pattern: `(?<!אני\\s+(?:\\S+\\s+)?)${start}ו?(?:תמיד|אף פעם לא|לעולם לא)\\s+(?!(?:היה|היתה|הייתה|היו|ה[\\u05d0-\\u05ea]+|[\\u05d0-\\u05ea]+(?:תי|נו|תם|תן))${end})[\\u05d0-\\u05ea][\\u05d0-\\u05ea"'״׳]*${end}` },
    // "העייפות תיעלם לגמרי" (the fatigue will vanish completely): a complete result promised, as «יעלים … לגמרי».
    // The present «נעלמת לגמרי» (w89) also says what happens ("if they vanish here, they
    // vanish from the world completely": endemic species), so it stays out.
    { strength: 'forGood', pattern: `${he('(?:יי?|תי?)עלמו?')}\\s+(?:\\S+\\s+){0,2}?${hebrewFully}` },
    // "will guarantee" (יבטיח לכל ילד …) promises a result whatever happens, as "سيضمن".
    { strength: 'forGood', pattern: heFuture('[יתנ]בטיחו?') },
    // "will eliminate" (יחסל את …) is a complete result, as "سيقضي على".
    { strength: 'forGood', pattern: heFuture('[יתנ]חסלו?(?:\\s+את)?') },
    // "הכלי החזק ביותר", "השיטה הכי יעילה", "הדרך היחידה": a means above every other; not which one
    // works best (a question the writer asks), nor a conclusion from a reason just given (hebrewNotRanked).
    {
      strength: 'best',
      pattern: `${hebrewNotRanked}${he(`(?:(?:ה(?:${hebrewMeans})|(?:${hebrewMeans})\\s+ה\\S+)\\s+(?:ה(?:${hebrewBest})(?:ה|ים|ות)?(?:\\s+וה(?:${hebrewBest})(?:ה|ים|ות)?)?\\s+ביותר|הכי\\s+(?:${hebrewBest})(?:ה|ים|ות)?)|ה(?:${hebrewMeans})\\s+היחיד(?:ה|ים|ות)?)`)}`,
      keys: hebrewMeans,
    },
    // "אין דרך טובה יותר ל…", "אין פתרון אחר": nothing else comes close.
    { strength: 'best', keys: 'אין', pattern: he(`אין\\s+(?:${hebrewMeans})\\s+(?:(?:${hebrewBest})(?:ה|ים|ות)?\\s+יותר|אחר(?:ת|ים|ות)?${end})`) },
    // "הגורם העיקרי ל…", "הסיבה המרכזית ל…": one cause above every other; not one of several ("אחד הגורמים").
    {
      strength: 'best',
      pattern: `${hebrewNotRanked}${he('(?:הגורם|הסיבה)\\s+(?:ה(?:(?:עיקרי|מרכזי|ראשי|אמיתי|חשוב)ת?|ברורה?)(?:\\s+ביותר)?|מספר\\s+אחת?)\\s+ל[\\u05d0-\\u05ea]+')}`,
      keys: 'גורם|סיבה',
    },
    { strength: 'harmless', pattern: he('(?:ללא|בלי|אין(?:\\s+(?:לזה|לזו|לו|לה|להם|להן))?|אפס)\\s+(?:שום\\s+)?(?:תופעות\\s+לוואי|סיכון|סיכונים)|בטוח(?:ה|ים|ות)?\\s+(?:לחלוטין|לגמרי|ב־?100%)(?!\\s+ש)') },
  ],
  // "שלא" opens a relative clause ("ילד שלא קורא … תמיד נשאר"): a doubt only right before the word ("שלא תמיד").
  doubt: `${start}ש(?:לא|אין)\\s*$|${start}(?!ש(?:לא|אין)${end})${hebrewPrefix}(?:${hebrewDoubt})${end}`,
  // And an aim's opening, «המטרה שלי היא להראות ש…» (English reads "my goal is" in its clause): a
  // comma often parts it from the claim it aims at; a colon ends it («…לחכות: התוכנית כבר הוכיחה», w91).
  // «מרמז» (suggests) too: «מה שמרמז על …, שזה מה שהמודל צופה» is hedged across its comma (w90).
  reported: he(
    'מרמז(?:ת|ים|ות)?|(?:מקובל\\s+)?להניח|מניח(?:ה|ים|ות)?|טוען|טוענת|טוענים|טוענות|לטענת|לדברי|לפי|אומר|אומרת|אומרים|אומרות|סבורים|חושבים|מאמינים|מבטיחים|מבטיח|הבטיחו|מיתוס|(?:(?:ה)?מטרה\\s+(?:שלי|שלנו)\\s+(?:היא|הייתה)|מטרתי|מטרתנו)(?![^:]*:)',
  ),
  mathematics: he(
    'מתמטי|מתמטית|מתמטיים|משוואה|משוואות|אינדוקציה|אקסיומה|אקסיומות|גאומטריה|משפט פיתגורס',
  ),
  can: he('יכול(?:ה|ים|ות)?'),
  conditional: `${start}[וכש]{0,2}(?:אם\\s+(?:לא|אין)|אלמלא|לולא)${end}`,
  opensCondition: `^\\s*${start}[וכש]{0,2}(?:אם|לו|במידה\\s+ו)`,
  ifItWorks: `${start}[וכש]{0,2}אם\\s+(?:\\S+\\s+){0,3}(?:יעבוד|תעבוד|יעבדו|יצליח|תצליח|יצליחו)(?:\\s+\\S+){0,2}\\s*$`,
};

// Arabic, matched on the text with its short vowels and tatweel removed and alef forms made one
// (claim-strength.ts): the clitics و ف ب ل before a word, the future س or سوف, gender and number.
const arabicClitic = '[وف]?';
const ar = (forms: string) => `${start}${arabicClitic}(?:${forms})${end}`;
const arabicFuture = `(?:س|سوف\\s+)`;
// "أنّ" and its pronoun: «أثبتت أنه آمن» (proved that it is safe), «بأنها».
const arabicThat = '(?:ان|بان|على\\s+ان)(?:ه|ها|هم|هما|هن|نا|ني)?';
const arabicResultVerbs =
  '[يتن]وقف|[يتن]توقف|[يتن]نهي|[يتن]نتهي|[يتن]زيل|[يتن]عالج|[يتن]منع|[يتن]حل\\s+(?:مشكل|ازم|معضل)\\S*|[يتن]لغي|[يتن]خلص\\s+من';
const arabicCompletely = 'نهائيا|تماما|كليا|بشكل (?:كامل|نهائي|تام)|بالكامل|الى الابد|للابد';
const arabicClaimVerbs =
  '[يت]ؤدي|[يت]سبب|[يت]قلل|[يت]زيد|[يت]حسن|[يت]نجح|[يت]فشل|[يت]عمل|[يت]منع|[يت]حمي|[يت]خفض|[يت]رفع';

// A certainty word claims something when its clause speaks of a result, the future or the work's evidence.
const arabicCertainNeeds = `${start}(?:[وف]?س[يتن]\\S+|[وف]?سوف|\\S*نتائج\\S*|\\S*بيانات\\S*|\\S*ارقام\\S*|\\S*دراس\\S*|\\S*بحث\\S*|\\S*ادل\\S*|\\S*تجرب\\S*|ان|[يت]ثبت|اثبت\\S*|${arabicClaimVerbs})${end}`;

// Places of a kind the writer's result is asked of: schools, hospitals, towns, classes, villages, countries, farms.
const arabicPlaces = `${start}(?:ال)?(?:مدارس|مدرس[ةه]|مستشفيات|مستشفى|مدن|مدين[ةه]|بلديات|بلدي[ةه]|مناطق|منطق[ةه]|قرى|قري[ةه]|صفوف|صف|فصول|دول|دول[ةه]|مزارع|مزرع[ةه]|بيوت|منازل|عيادات)\\p{L}*`;

export const arabicClaims: ClaimLexicon = {
  patterns: [
    // يثبت/تثبت/أثبت/أثبتت/أثبتوا/أثبتنا/ثبت أن … and "إثبات/دليل قاطع على أن": the that-clause is
    // required, since تُثبَّت على الأنابيب is "mounted on the pipes"; not «أن نثبت», an aim (to prove: w92).
    {
      strength: 'proves',
      pattern: `${ar(`(?<!(?:قد|ان|كي|لكي)\\s+)${arabicFuture}?[يتن]ثبت(?:ون|ان)?|اثبت(?:ت|وا|نا)?|ثبت|اثبات|برهان`)}(?=(?:\\s+\\S+){0,3}?\\s+${arabicThat}${end})|${ar('اثبت(?:ت|وا|نا)?')}(?=(?:\\s+\\S+){4,7}?\\s+${arabicThat}${end})`,
    },
    // "إذن ثبت الأمر:" (so it is proven), a clause of its own, as «זה הוכח:».
    { strength: 'proves', keys: 'ثبت', pattern: `${ar('ثبت\\s+(?:الامر|ذلك|هذا)')}(?=\\s*$)` },
    // "التجارب أثبتت ذلك" (the experiments proved it): the past verb with the claim before it as its object.
    // Not "to prove it" («أن أثبت ذلك»: an aim).
    { strength: 'proves', keys: 'ثبت', pattern: `(?<!${start}(?:ان|كي|لكي)\\s+)${ar('اثبت(?:ت|وا|نا)?')}\\s+${ar('ذلك|هذا|هذه')}` },
    {
      strength: 'certain',
      pattern: ar(
        'بالتاكيد|بلا شك|دون شك|بدون شك|من دون شك|لا شك|قطعيا|بشكل قاطع|بشكل قطعي|حتما|يقينا',
      ),
      needs: arabicCertainNeeds,
    },
    // Evidence said to settle it: "دليل قاطع", "والدليل الحاسم على ذلك", "وخير دليل على ذلك" (the best proof of it).
    { strength: 'proves', keys: 'دليل|برهان', pattern: ar('(?:ال)?(?:دليل|برهان)\\s+(?:ال)?(?:قاطع|حاسم|دامغ)|(?:خير|اكبر|افضل)\\s+(?:دليل|برهان)') },
    // The writer's own certainty about a result: "أنا متأكدة أن حبة البركة ستغني المرضى", "نحن واثقون من أن",
    // "يجعلنا واثقين من النتائج" (makes us confident of the results).
    {
      strength: 'certain',
      pattern: `${start}[وف]?(?:انا|نحن|اننا|انني|انا\\s+شخصيا|[يت]جعلنا|جعلنا|جعلتنا)\\s+(?:متاكد\\p{L}*|واثق\\p{L}*|موقن\\p{L}*|على\\s+(?:يقين|ثقة))(?:\\s+(?:تماما|كل\\s+الثقة))?(?=\\s+(?:من\\s+)?${arabicThat}${end}|\\s+(?:من|في)\\s+(?:ال)?(?:نتائج|نتيج[ةه])${end})`,
      needs: arabicCertainNeeds,
    },
    // A proof reworded: "تؤكد النتائج أن …", "تُظهر البيانات بوضوح أن …", when the clause speaks of the work's evidence.
    {
      strength: 'certain',
      pattern: `${ar('[يتن]ؤكد(?:ون|ان)?|اكدت|اكدوا|اكدنا')}(?=(?:\\s+\\S+){0,3}?\\s+${arabicThat}${end})|${ar('(?:[يت]ظهر|[يت]بين|[يت]كشف|اظهرت|بينت|كشفت|[يت]شير|اشارت|[يت]دل|دلت|[يت]ؤكد|اكدت)')}(?:\\s+\\S+){0,3}?\\s+${ar('بوضوح|بجلاء|بشكل\\s+واضح|بصور[ةه]\\s+واضح[ةه]')}`,
      needs: `${start}(?:\\S*نتائج\\S*|\\S*بيانات\\S*|\\S*دراس\\S*|\\S*بحث\\S*|\\S*ادل\\S*|\\S*تجرب\\S*|\\S*تجارب\\S*|\\S*قياس\\S*)${end}`,
    },
    // A general effect the writer's own evidence is said to show, in the present: "تُظهر النتائج أن الإفطار
    // يحسّن التركيز" (w90); not a past finding (أن التركيز تحسّن: without its vowels a feminine «تحسن»,
    // «تقلل», «تعزز», «تسبب» may be the past, so only those that cannot be) nor «قد يحسّن».
    { strength: 'certain', pattern: `${ar('[يت](?:ظهر|بين|ثبت)|اظهرت|بينت|اثبتت')}\\s+(?:${ar('(?:ال)?(?:نتائج|بيانات|دراس[ةه]|تجرب[ةه])(?:نا|ي)?|هذه\\s+النتائج|نتائج\\s+(?:دراستي|دراستنا|بحثي|بحثنا)')})\\s+(?:\\S+\\s+)?${ar(arabicThat)}(?:\\s+\\S+){1,6}?\\s+${ar('ي(?:حسن|زيد|قلل|رفع|خفض|عزز|منع|ضعف|سبب|ؤدي)|ت(?:زيد|رفع|خفض|منع|ؤدي)')}` },
    // "وهذا يدل بوضوح على أن …": the writer's own evidence, named by its demonstrative (English "This clearly shows that").
    { strength: 'certain', pattern: `${ar('هذا|هذه|ذلك')}(?:\\s+${ar('ال(?:ارقام|نتائج|نتيج[ةه]|بيانات|ادل[ةه]|تجارب|تجرب[ةه]|دراس[ةه]|معطيات)')})?\\s+${ar('[يت]دل|[يت]شير|[يت]ظهر|[يت]بين')}\\s+${ar('بوضوح|بجلاء')}` },
    // A change promised straight from the plan: "سينعكس مباشرة على معدلاتهم" (will be reflected directly, w90).
    { strength: 'certain', pattern: `${ar(`${arabicFuture}[يت](?:نعكس|ؤثر|ؤدي|رفع|خفض|قلل|زيد|حسن)`)}(?:\\s+\\S+){0,2}?\\s+${ar('مباشر[ةه]|بشكل\\s+مباشر|بصور[ةه]\\s+مباشر[ةه]')}` },
    // Figures said to end the argument: "الأرقام التي تحسم النقاش" (not an aim's: "هدفي أرقام تحسم النقاش").
    { strength: 'certain', pattern: `(?<!${ar('(?:ال)?هدف\\S*')}(?:\\s+\\S+){0,8}\\s+)${ar('[يت]حسم|حسمت|حسم')}\\s+(?:${ar('هذا|هذه')}\\s+)?${ar('النقاش|الجدل|الخلاف|المسال[ةه]')}` },
    // w92: «الأمر محسوم علميًا» (settled), «ما نجح هناك سينجح هنا» (what worked there will work here),
    // «أكبر من أن يكون صدفة» (too big to be chance).
    { strength: 'certain', pattern: `${ar('(?:ال)?(?:امر|مسال[ةه]|موضوع|قضي[ةه]|نقاش|جدل)')}\\s+(?:${ar('اصبح|بات|صار')}\\s+)?${ar('محسوم[ةه]?')}` },
    // A result asked of every school or town (w91, w94): «يمكن لأي مدرسة تطبيقها», «يجب على جميع المدارس أن …»,
    // «تعميمها على جميع المدارس», «نجاحه في كل مدارسنا».
    {
      strength: 'everywhere',
      pattern: `${ar('(?:يمكن|[يت]ستطيع|بامكان|باستطاع[ةه])\\s+(?:ل)?اي|يجب\\s+(?:على\\s+)?(?:كل|جميع|كاف[ةه])')}\\s+${arabicPlaces}|${ar('تعميم\\S*')}(?:\\s+\\S+){0,3}?\\s+${ar('على\\s+(?:كل|جميع|كاف[ةه])')}\\s+\\S+|${ar('(?:نجاح|[يت]نجح)\\S*')}(?:\\s+\\S+){0,3}?\\s+${ar('في\\s+(?:كل|جميع)')}\\s+${arabicPlaces}`,
    },
    // «المغرب قادر على النتيجة نفسها», «ستحقق عمّان النتائج نفسها» (w97): one country's result promised here, as
    // "will do the same for ours".
    { strength: 'certain', pattern: `${ar('قادر\\S*\\s+على|[سن][يتن]حقق|[يت]ستطيع\\s+(?:تحقيق|ان\\s+[يت]حقق)')}(?:\\s+(?:تحقيق|\\S+))?\\s+${ar('(?:النتيج[ةه]|النتائج|الشيء|الامر)\\s+(?:نفسها|نفسه|ذاتها|ذاته)|نفس\\s+(?:النتيج[ةه]|النتائج|الشيء)')}` },
    // «لا يوجد سبب يمنع عمّان من تحقيق النتيجة نفسها» (no reason stops Amman from the same result, w95; w91's «ولا سبب
    // يمنع نجاحه في كل مدارسنا»): one site's result promised here.
    { strength: 'certain', pattern: `${ar('(?:لا\\s+(?:يوجد\\s+)?(?:اي\\s+)?سبب|ليس\\s+(?:هناك|ثم[ةه])\\s+(?:اي\\s+)?سبب)')}(?:\\s+\\S+){0,2}?\\s+${ar('[يت]منع')}` },
    // w98: «والتجربة السويدية تؤكد ذلك» (the Swedish experience confirms it), «والسويد دليل حيّ» (living proof),
    // «يمكن تعميم النتائج على كل المدارس» (every one of a kind).
    { strength: 'certain', pattern: `${ar('[يت]ؤكد|اكدت|اكد')}\\s+${ar('ذلك|هذا')}(?=\\s*(?:[.،,;!]|$))` },
    { strength: 'proves', pattern: ar('دليل\\s+حي|برهان\\s+حي') },
    { strength: 'everywhere', pattern: `${ar('(?:يمكن|نستطيع|يستطيع)\\s+تعميم\\S*')}(?:\\s+\\S+){0,2}?\\s+${ar('على\\s+(?:كل|جميع|كاف[ةه])')}` },
    // w96: «لا يمكن تفسيرها بشيء آخر» (no other cause can explain it); «الفرق الوحيد بينهما هو السماد», the only
    // difference between two plots taken as shown.
    { strength: 'certain', pattern: `${ar('لا\\s+يمكن\\s+تفسير\\S*\\s+ب(?:شيء|اي\\s+شيء|سبب|عامل)\\s+(?:اخر|غير\\S*)')}|${ar('(?:ال)?فرق\\s+الوحيد\\s+بين(?:هما|هم|ها)?')}` },
    // «المعادلة واضحة» (w94), «أثر مؤكد» (w93), «الحل موجود ومُثبَت» (w94): the evidence held to settle it (not
    // «فرق كبير وواضح»: a measured gap, its figures beside it, labelled unfair twice).
    { strength: 'certain', pattern: `${ar('المعادل[ةه]\\s+واضح[ةه]')}|${ar('(?:ال)?(?:اثر|تاثير|فائد[ةه]|فوائد|نتائج|نجاح)\\S*\\s+مؤكد[ةه]?')}|${ar('(?:ال)?(?:حل|علاج|فعالي[ةه])\\S*(?:\\s+\\S+)?\\s+و?مثبت[ةه]?')}(?!\\s+${ar('على|في|فوق|تحت|داخل|ب\\S+')})` },
    { strength: 'always', pattern: `${ar('ما\\s+نجح')}(?:\\s+\\S+){0,4}?\\s+${ar(`${arabicFuture}[يت]نجح`)}\\s+${ar('هنا|عندنا|لدينا|في\\s+كل\\s+مكان')}` },
    { strength: 'certain', pattern: `${ar('(?:اكبر|اوضح|اقوى)')}\\s+${ar('من\\s+ان\\s+[يت]كون')}\\s+${ar('(?:مجرد\\s+)?(?:صدف[ةه]|مصادف[ةه]|عشوائي\\S*)')}` },
    // "النتائج تتحدث عن نفسها" (the results speak for themselves), as «התוצאות מדברות בעד עצמן» (w91).
    { strength: 'certain', pattern: `${ar('(?:ال)?(?:نتائج|ارقام|بيانات|حقائق)(?:نا)?')}(?:\\s+\\S+)?\\s+${ar('[يت](?:تحدث|تكلم)')}\\s+${ar('عن\\s+نفسها')}` },
    // The evidence held to settle it: "كانت النتائج واضحة جدًا", "وضوح النتيجة".
    {
      strength: 'certain',
      pattern: `${ar('(?:ال|بال|لل)(?:نتائج|نتيج[ةه]|ادل[ةه]|بيانات|اتجاه)')}(?:\\s+ال\\S+)?\\s+(?:${ar('كانت|كان')}\\s+)?${ar('واضح[ةه]?')}(?!\\s+${ar('بما\\s+يكفي|كفاي[ةه]')})|${ar('وضوح')}\\s+${ar('النتيج[ةه]|النتائج|الادل[ةه]')}`,
    },
    // The answer held settled before the data: "والجواب في رأيي واضح مسبقًا".
    { strength: 'certain', keys: 'جواب|اجاب|سبب', pattern: `${ar('الجواب|الاجاب[ةه]|السبب')}(?:\\s+(?!${ar('غير|ليس|ليست|لم|لا|ليس\\p{L}*')})\\S+){0,2}?\\s+${ar('واضح[ةه]?')}(?!\\s+${ar('بما\\s+يكفي|كفاي[ةه]')})` },
    {
      strength: 'forGood',
      pattern: `${ar(`${arabicFuture}(?:${arabicResultVerbs})`)}(?:\\s+\\S+){0,8}?\\s+${ar(arabicCompletely)}`,
    },
    // "نعرف أصلاً أن …", "كلنا نعرف أن …", "الجميع يعرف أن …", "كل مزارع يعرف أن …": held as settled for everyone.
    { strength: 'certain', pattern: `${ar('(?:نعرف|نعلم)\\s+(?:اصلا|جميعا|كلنا|جميعنا)|(?:كلنا|جميعنا)\\s+(?:نعرف|نعلم)|(?:(?:الجميع|الكل)(?:\\s+(?:في|من)\\s+\\S+(?:\\s+\\S+)?)?|كل\\s+(?!من\\s)\\S+(?:\\s+(?:في|من|داخل)\\s+\\S+(?:\\s+\\S+)?|\\s+\\S+)?)\\s+(?:يعرف|يعلم|يدرك)(?:ون)?')}(?=\\s+(?:${arabicThat}|(?:ذلك|هذا)(?!\\s+ال))${end})` },
    // "وهو ما يعرفه كل طبيب أطفال" (which every paediatrician knows, w89): the same, the knowing first.
    { strength: 'certain', pattern: ar('[يت](?:عرف|علم|درك)(?:ه|ها)\\s+كل\\s+(?!(?:من|ما)\\s)\\S+') },
    // "سيضمن" (will guarantee), "سيرفع … بشكل مضمون" (will raise … guaranteed) promise a result whatever happens.
    // "النتائج مضمونة" (the results are guaranteed) too.
    { strength: 'forGood', keys: 'مضمون', pattern: ar('بشكل\\s+مضمون|بصور[ةه]\\s+مضمون[ةه]|ال\\S+\\s+(?:ست?كون\\s+)?مضمون[ةه]?') },
    { strength: 'forGood', pattern: ar(`${arabicFuture}[يتن]ضمن`) },
    // "سينهي أزمة المياه", "سنحل مشكلة …" (will end the crisis, will solve the problem), as English "will end the water crisis".
    // Not to a degree the clause names («سيحل مشكلة القلق بشكل كبير»: largely).
    {
      strength: 'forGood',
      pattern: `${ar(`${arabicFuture}[يتن](?:نهي|حل)\\s+(?:ال)?(?:ازم|مشكل|معضل|معانا)\\p{L}*`)}(?![^]*${ar('بشكل\\s+(?:كبير|جزئي|ملحوظ)|الى\\s+حد\\s+(?:كبير|ما)|جزئيا|نسبيا')})`,
    },
    // "سيقضي على" (will wipe out), "سيضع حدا ل" (will put an end to): strong by themselves.
    {
      strength: 'forGood',
      // Not "almost" («سيقضي تقريبًا على»), as English "will end nearly all …" is no complete result.
      pattern: ar(`${arabicFuture}[يتن](?:قضي(?!(?:\\s+\\S+){0,2}?\\s+(?:تقريبا|غالبا)${end})(?:\\s+\\S+){0,2}?\\s+على|ضع\\s+حدا\\s+ل\\S*)`),
    },
    {
      strength: 'always',
      // "دائمًا الأصعب" (always the hardest, w90): every case above the rest.
      pattern: `${ar('دائما')}\\s+${ar(arabicClaimVerbs)}|${ar('دائما\\s+(?:ال)?(?:اصعب|اسهل|افضل|اسوا|اكثر|اقل|اعلى|ادنى|اسرع|اقوى|اضعف)')}|${ar(`لن\\s+(?:${arabicClaimVerbs})`)}(?:\\s+\\S+){0,3}?\\s+${ar('ابدا')}`,
    },
    // "دائما" beside a present verb ("يفشل دائما") or after a definite subject ("الأشجار دائما مفيدة"); not
    // "permanent" ("ضررا دائما"), a past ("كانت"), the writer's habit ("أنا دائما"); "لن/لا يفعل … أبدا".
    // "الأكثر فعالية", "أفضل طريقة", "هو الأفضل", "الحل الوحيد": above every other; not the advice "من الأفضل
    // أن", a search for the best ("أبحث عن أفضل طريقة"), "the better" ("الغشاء الأفضل", "أفضل وجبة … من الحلوى").
    {
      strength: 'best',
      pattern: `(?<!${start}(?:من|احد|احدى|نحو|الى|عن|لان|لذلك)\\s+)${ar(`(?:افضل|اسرع|اقصر|ارخص|اسهل|انجع|اضمن|اذكى)\\s+(?:طريق\\p{L}*|حل|علاج|وسيل\\p{L}*|اداة|اسلوب|وجب\\p{L}*|غذاء|طعام|مصدر)(?![^]*${start}من${end})(?!\\s+(?:الى|نحو)${end})|(?:هو|هي|هم)\\s+الافضل(?!\\s+ان${end})|الاكثر\\s+(?:فعالي\\p{L}*|فاعلي\\p{L}*|قوة|كفاءة|امانا)|(?:الحل|الطريق\\p{L}*|العلاج|الوسيل\\p{L}*|الاداة|التفسير)\\s+(?:الوحيد\\p{L}*|الامثل|النهائي|الاضمن|الانجع|الانجح|الاسرع|الارخص|الاسهل|الافضل)`)}`,
      keys: 'افضل|الاكثر|الوحيد|الامثل|النهائي|اضمن|انجع|انجح|اسرع|اقصر|ارخص|اسهل|اذكى',
    },
    // "لا يوجد حل أفضل", "لا توجد طريقة أنجع", "لا يوجد بديل آخر بهذه الفعالية": nothing else comes close.
    // "لا يوجد تفسير آخر" (there is no other explanation, w89), as «אין הסבר אחר».
    { strength: 'best', keys: 'لا|ليس', pattern: ar('(?:لا\\s+(?:يوجد|توجد|هناك)|ليس\\s+(?:هناك|ثم[ةه]))\\s+(?:تفسير|سبب)\\s+(?:اخر|غيره)') },
    { strength: 'best', keys: 'لا', pattern: ar('لا\\s+(?:يوجد|توجد|هناك)\\s+(?:حل|طريق\\p{L}*|وسيل\\p{L}*|علاج|اسلوب|بديل)\\s+(?:افضل|انجع|اسرع|ارخص|اسهل|اضمن)|لا\\s+(?:يوجد|توجد|هناك)\\s+(?:حل|طريق\\p{L}*|وسيل\\p{L}*|علاج|اسلوب|بديل)\\s+(?:اخر|غيره)\\s+(?:بهذه|بنفس|بمثل)\\s+(?:الفعالي[ةه]|الكفاء[ةه]|النجاع[ةه])') },
    // "السبب الرئيسي/الأول/الأكبر", "العامل الأساسي": one cause above every other; not "one of" (أحد, من).
    {
      strength: 'best',
      pattern: `(?<!${start}(?:من|احد|احدى|عن)\\s+)${ar('(?:السبب|العامل)\\s+(?:الرئيسي|الاول|الاكبر|الاساسي|الحقيقي|الاهم|الواضح)')}`,
      keys: 'السبب|العامل',
    },
    { strength: 'harmless', pattern: ar('(?:بدون|دون|بلا|من\\s+دون|خال\\p{L}*\\s+من)\\s+(?:اي\\s+)?(?:(?:اعراض|اثار)\\s+جانبي\\p{L}*|(?:ضرر|اضرار)(?!\\s+(?:كبير\\p{L}*|جسيم\\p{L}*|يذكر|كثير\\p{L}*)))|(?:ليس\\s+(?:له|لها|لهم)|لا\\s+[يت]سبب)\\s+اي\\s+(?:ضرر|اضرار)|امن\\p{L}*\\s+(?:تماما|بالكامل|100\\s?%)') },
    // "لن يفاجئنا أي وباء بعد اليوم" (no epidemic will surprise us from today on), "لن تنقطع … مرة أخرى"
    // (will not be cut … again): never, promised.
    { strength: 'always', pattern: `${ar(`لن\\s+[يتن]\\S+`)}(?:\\s+\\S+){0,4}?\\s+${ar('بعد\\s+(?:اليوم|الان)|مر[ةه]\\s+اخرى')}` },
    // A promise: "سيعود دائمًا بالفائدة", "سيمنح أطفالنا دائمًا" (will always give our children).
    // A present verb never ends in -ا here: "توترًا دائمًا" is a noun and its adjective ("constant stress", w76).
    // A definite object may stand between a claim verb and "دائما" ("تنقذ الأرواح دائماً"): an
    // indefinite "دائما" after a definite noun is no adjective of it; not a verb of what happens
    // ("ينزل الجذر دائماً"). "دائما تقريبا" (almost always) hedges it, as "almost always" does; a part
    // is no every case ("وكثير من هذه الموجات لا يتطور أبداً": many of them never do), as English "many … never".
    { strength: 'always', pattern: `(?<!(?:انا|نحن|كان\\S*|كنا|كنت)\\s+(?:\\S+\\s+){0,3})(?:${ar(`س?[يتن]\\S+(?<!ا)\\s+دائما|س[يتن]\\S+\\s+\\S+\\s+دائما|(?:${arabicClaimVerbs}|[يت]نقذ)\\S*\\s+ال\\S+\\s+دائما|دائما\\s+(?!تقريبا)[يتن]\\S+|(?:اقل|اكثر|اعلى|ادنى|افضل|اسرع|ارخص)\\s+دائما`)}|${ar(`ال\\S+\\s+دائما\\s+(?!(?:على|في|من|الى|عن|مع|ب\\S*|ل\\S*|ك\\S*)${end})\\S+`)}|${ar('(?:لن|لا)\\s+[يتن]\\S+')}(?:\\s+\\S+){0,3}?\\s+${ar('ابدا')})(?!\\s+${ar('تقريبا|غالبا')})(?<!${start}[وف]?(?:كثير|بعض|معظم|اغلب|قليل)\\s+من${end}[^]*)`, keys: 'دائما|ابدا' },
  ],
  // An aim is no claim: "يهدف بحثنا إلى إثبات أن …" (our research aims to prove that …), "هدفت هذه
  // الدراسة إلى إثبات" (this study aimed to, w90), as
  // English "to prove" and Hebrew להוכיח are not named.
  doubt: ar(
    'لا|لم|ليس|ليست|غير|دون|بدون|ربما|لعل|[نيت]رجح|ارجح|(?:على\\s+)?الارجح|غالبا|قد(?=\\s+[يتن])|يمكن|يمكنه|يمكنها|الممكن|اذا|لو|هل|كي|لكي|حتى|نامل|يامل|اتوقع|نتوقع|يتوقع|تتوقع|يتوقعون|المتوقع|نحاول|يحاول|تحاول|يساعد|تساعد|جزئيا|تقريبا|يهدف|تهدف|نهدف|يهدفون|هدفت|هدفنا|هدفه|هدفها|يسعى|تسعى|نسعى|نريد|يريد|تريد',
  ),
  // And studies the writer reports ("وتشير دراسات عديدة إلى أن"); not "دراستنا تثبت".
  reported: ar(
    'يقول|يقولون|تقول|قال|قالوا|يزعم|يزعمون|تزعم|زعم|يدعي|يدعون|تدعي|يعتقد|يعتقدون|اعتقد|نعتقد|اظن|نظن|يرى|يرون|وفقا|بحسب|حسب|وعد|وعدوا|خرافة|ما\\s+اذا|عما\\s+اذا|[تي]شير\\s+(?:ال)?(?:دراسات|ابحاث|تقارير)',
  ),
  mathematics: ar('مبرهنة|معادلة|معادلات|استقراء|رياضي|رياضية|رياضيا|بديهية'),
  can: ar('يمكن(?:ه|ها)?|الممكن|يستطيع|تستطيع'),
  // Not "إن": at a sentence's start it is as often "indeed" as "if".
  conditional: ar('(?:اذا|لو)\\s+(?:لم|لا|ما)|لولا|ما\\s+لم'),
  // Not a negated verb: «أن التوسيع لم ينجح» (that the widening did not work) reads «إن» without its hamza.
  opensCondition: `^\\s*${ar('(?:اذا|لو|في\\s+حال)')}`,
  ifItWorks: `${ar('(?:اذا|ان|لو)')}\\s+(?:(?!(?:لم|لا|لن)\\s)\\S+\\s+){0,3}${ar('نجح\\S*|[يت]نجح\\S*')}(?:\\s+\\S+){0,2}\\s*$`,
};

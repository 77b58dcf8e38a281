// Critical Thinking, "questions": a direct research question built from the student's own
// words ("whether deep corals survive …" → "Do deep corals survive …?"), or none.

import { contentTermsOf, functionWords, isAuxiliary, verbBaseOf } from '../../../measures/english-terms.ts';

const subjectPronouns = new Set(['it', 'they', 'this', 'these', 'those', 'that', 'he', 'she', 'there', 'its', 'their']);
const determiners = new Set(['the', 'a', 'an', 'this', 'these', 'our', 'their', 'its', 'each', 'every', 'some', 'any', 'many', 'more', 'fewer', 'such', 'those', 'that']);
const participles = new Set(['been', 'shown', 'grown', 'taken', 'given', 'seen', 'known', 'found', 'made', 'become', 'kept', 'lost', 'led', 'built', 'risen', 'fallen', 'chosen', 'written', 'begun']);
const trailingWords = new Set([...functionWords].filter((word) => !['better', 'worse', 'more', 'less', 'first', 'last'].includes(word)));

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "deep corals survive heatwaves better than shallow corals" → "Do deep corals survive heatwaves better than shallow corals?" */
function clauseToQuestion(clause: string, wh: string | null): string | null {
  const words = clause.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length < 3 || words.length > 22) return null;
  if (isAuxiliary(words[0] ?? '')) return null;
  let verbAt = -1;
  for (let index = 1; index < Math.min(words.length, 8); index += 1) {
    const word = (words[index] ?? '').toLowerCase();
    const previous = (words[index - 1] ?? '').toLowerCase();
    const next = (words[index + 1] ?? '').toLowerCase();
    if (verbBaseOf(word) === null || word.endsWith('ing')) continue;
    if (determiners.has(previous) && !isAuxiliary(word)) continue;
    if (!isAuxiliary(word) && word.endsWith('s') && next !== '' && verbBaseOf(next) === next && !functionWords.has(next)) continue;
    verbAt = index;
    break;
  }
  if (verbAt < 1 || verbAt > 6) return null;
  const subject = words.slice(0, verbAt);
  const subjectText = subject.join(' ');
  if (subject.some((word) => /[.,;:!?]/.test(word))) return null;
  const firstSubject = (subject[0] ?? '').toLowerCase();
  if (subjectPronouns.has(firstSubject)) return null;
  if (firstSubject !== 'we' && contentTermsOf(subjectText).length === 0) return null;
  const verb = (words[verbAt] ?? '').toLowerCase();
  let rest = words.slice(verbAt + 1);
  while (rest.length > 0 && trailingWords.has((rest.at(-1) ?? '').toLowerCase())) rest = rest.slice(0, -1);
  if (rest.length === 0 || verb.endsWith('ing')) return null;
  const lead = wh ? `${wh} ` : '';
  const ask = (auxiliary: string, main: string | null) => {
    const head = wh ? `${lead}${auxiliary}` : capitalize(auxiliary);
    return `${head} ${subjectText} ${main ? `${main} ` : ''}${rest.join(' ')}?`;
  };
  if (isAuxiliary(verb)) {
    const next = (rest[0] ?? '').toLowerCase();
    const perfect = ['has', 'have', 'had'].includes(verb);
    if (!perfect || next.endsWith('ed') || participles.has(next)) return ask(verb, null);
    if (['do', 'does', 'did'].includes(verb)) return null;
    return ask(verb === 'had' ? 'did' : verb === 'has' ? 'does' : 'do', 'have');
  }
  const base = verbBaseOf(verb);
  if (!base) return null;
  if (verb === base) return ask('do', base);
  if (verb.endsWith('s')) return ask('does', base);
  return ask('did', base);
}

const nounPhrase = (text: string) => {
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > 6) return null;
  // "a free reading app", "recycled fibres": -ing and -ed forms may modify a noun; other verb forms end the phrase.
  if (words.some((word) => verbBaseOf(word) !== null && !/(?:ing|ed)$/i.test(word) && !determiners.has(word.toLowerCase()))) return null;
  if (subjectPronouns.has((words[0] ?? '').toLowerCase())) return null;
  return contentTermsOf(text).length > 0 ? words.join(' ') : null;
};

const isPluralPhrase = (phrase: string) => {
  const last = (phrase.split(/\s+/).at(-1) ?? '').toLowerCase();
  return last.endsWith('s') && !/(ss|us|is)$/.test(last);
};

/** A direct research question built from the student's own words, or null when none reads sensibly. */
export function proposeResearchQuestion(sources: readonly string[]): string | null {
  for (const source of sources) {
    const text = withoutParentheses(source);
    const whether = /\b(?:whether|(?:ask|asked|test|tested|determine|determined|examine|examined|see|check|checked|know|find out|found out)\s+if)\s+([^.,;:?!]+)/i.exec(text);
    if (whether?.[1]) {
      const clause = whether[1].replace(/\s+(?:or not|and whether|and if|and how)\b.*$/i, '');
      const built = clauseToQuestion(clause, null);
      if (built) return built;
    }
    const how = /\bhow\s+(?!much\b|many\b|often\b|far\b|well\b|long\b|to\b)([^.,;:?!]+)/i.exec(text);
    if (how?.[1]) {
      const built = clauseToQuestion(how[1].replace(/\s+(?:and whether|and if|and how)\b.*$/i, ''), 'How');
      if (built) return built;
    }
    const effect = /\b(?:the\s+)?(effects?|impacts?|influence)\s+of\s+([^.,;:?!]+?)\s+on\s+([^.,;:?!]+)/i.exec(text);
    if (effect?.[2] && effect[3]) {
      const cause = nounPhrase(effect[2]);
      const outcome = nounPhrase(effect[3].split(/\s+(?:and|in|among|at|during|over|for|because|by|with)\s+/i)[0] ?? '');
      const setting = /\s+((?:in|among|at|during)\s+[^.,;:?!]+)$/i.exec(effect[3])?.[1];
      if (cause && outcome) {
        const where = setting && setting.split(/\s+/).length <= 6 ? ` ${setting}` : '';
        return `How ${isPluralPhrase(cause) ? 'do' : 'does'} ${cause} affect ${outcome}${where}?`;
      }
    }
  }
  return null;
}

const withoutParentheses = (text: string) => text.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ');

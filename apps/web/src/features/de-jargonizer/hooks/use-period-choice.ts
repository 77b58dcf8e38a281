// Which period dictionary the Analyser measures with. A text is measured in the language of its
// script (docs/de-jargonizer.md "Language from the text"): a Hebrew text against the Hebrew list,
// an Arabic one against the Arabic list, a Latin one against an English period, unless the writer undid the switch; the select shows
// the period in use, and a note says why. The script is read from the page's copy of the text (a
// plain loop, about 1 ms per 200 kB); the editor paints a paste in another script plain until the
// page has switched lists.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LineTotals } from '@scicomm/jargon/line-totals';
import { periodOfScript, scriptOfLetters, scriptOfPeriod, scriptOfText, type TextScript } from '@scicomm/jargon/text-script';
import { directionOf, usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { usePeriodLabel } from '../components/language-period-controls.tsx';
import { DEFAULT_PERIOD } from '../lib/periods.ts';

/**
 * `text`: the page's copy of the text; `latestText`: the text in the box now; `totals`: the
 * copy's letters summed from the editor's lines, when known (else the text is scanned).
 */
export function usePeriodChoice(text: string, latestText: () => string, totals: LineTotals | null = null) {
  const periods = usePeriods();
  const periodLabelOf = usePeriodLabel();
  const [chosenPeriod, setChosenPeriod] = useState(DEFAULT_PERIOD);
  // The last English period the writer chose: where a Latin text goes from the Hebrew list.
  const [latinPeriod, setLatinPeriod] = useState(DEFAULT_PERIOD);
  // The script whose automatic switch the writer undid (until the text's script changes).
  const [declinedScript, setDeclinedScript] = useState<TextScript | null>(null);

  const textScript = useMemo(() => (totals ? scriptOfLetters(totals.letters) : scriptOfText(text)), [totals, text]);
  const scriptPeriod = textScript === null ? latinPeriod : periodOfScript(textScript, latinPeriod);
  /** The script the period was switched for, or null when the period is the writer's choice. */
  const autoScript: TextScript | null =
    textScript !== null &&
    textScript !== declinedScript &&
    scriptOfPeriod(chosenPeriod) !== textScript &&
    periods.some((candidate) => candidate.code === scriptPeriod)
      ? textScript
      : null;
  const period = autoScript ? scriptPeriod : chosenPeriod;

  useEffect(() => {
    setDeclinedScript((declined) => (declined === textScript ? declined : null));
  }, [textScript]);

  // Stable, so that the controls (memoised) do not render again on every follow of the text.
  /** The writer undoes the automatic switch. */
  const decline = useCallback((script: TextScript) => setDeclinedScript(script), []);
  /** The writer picks a period in the select. */
  const choose = useCallback(
    (code: string) => {
      setChosenPeriod(code);
      if (periods.find((candidate) => candidate.code === code)?.language === 'English') setLatinPeriod(code);
      // Choosing the other script's list for this text is the writer's decision (the text in the
      // box: the page's copy may not have caught up with a Clear or a paste yet).
      const boxScript = scriptOfText(latestText());
      setDeclinedScript(boxScript !== null && scriptOfPeriod(code) !== boxScript ? boxScript : null);
    },
    [periods, latestText],
  );

  return {
    period,
    direction: directionOf(periods, period),
    periodLabel: periodLabelOf(periods.find((candidate) => candidate.code === period) ?? { code: period, language: '' }),
    /** The period is a language's one list (Hebrew, Arabic), named by the language rather than by years. */
    periodIsLanguage: ['Hebrew', 'Arabic'].includes(periods.find((candidate) => candidate.code === period)?.language ?? ''),
    /** The language and period controls' props (LanguagePeriodControls). */
    controls: { periods, value: period, onChange: choose, autoScript, chosenScript: scriptOfPeriod(chosenPeriod), onDecline: decline },
  };
}

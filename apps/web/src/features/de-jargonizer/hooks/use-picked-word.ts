// The marked word whose details are open in the Analyser, and the text they were opened for: the
// details close once the page's copy of the text differs from it.
import { useRef, useState } from 'react';
import type { WordAtCaret } from '../components/jargon-editor.tsx';
import type { PickedWord } from '../components/word-popover.tsx';

export function usePickedWord() {
  const [picked, setPicked] = useState<PickedWord | null>(null);
  const pickedIn = useRef<string | null>(null);
  return {
    picked,
    /**
     * Opens a word's details; `text` is the text in the box now, `sentenceAt` the measure's (the
     * page has its code once a word is coloured).
     */
    pick: (word: WordAtCaret, byKeyboard: boolean, text: string, sentenceAt: (text: string, offset: number) => string) => {
      pickedIn.current = text;
      setPicked({
        form: word.form,
        written: word.written,
        band: word.band,
        anchor: word.anchor,
        byKeyboard,
        // The simpler words then fit the sense the word has in its sentence.
        sentence: sentenceAt(text, word.start),
      });
    },
    close: () => setPicked(null),
    /** The page's copy of the text changed. */
    follow: (text: string) => {
      if (text !== pickedIn.current) setPicked(null);
    },
  };
}

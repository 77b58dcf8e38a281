// Text to speech: once switched on it waits 1000 ms for the voices,
// picks the voice of the panel's language (else the first), then reads what the visitor
// selects with the mouse. Unlike the original it can also be driven from the keyboard:
// Alt+Shift+R (or the panel's "Read selection") reads the selection, Alt+Shift+S (or "Stop
// reading") stops. Without speechSynthesis the status is "unsupported" and the panel says so
// inline instead of raising an alert.
import { useCallback, useEffect, useRef, useState } from 'react';
import { pickVoice } from '../speech/pick-voice.ts';

export const VOICE_WAIT_MS = 1000;

export type SpeechStatus = 'off' | 'loading' | 'ready' | 'unsupported';

export type TextToSpeech = {
  status: SpeechStatus;
  speaking: boolean;
  /** Reads the current (or last) page selection; false when there is nothing to read. */
  readSelection: () => boolean;
  stop: () => void;
};

function synthesis(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : undefined;
}

/** The selected page text, ignoring selections inside the widget itself. */
function pageSelection(widgetRoot: HTMLElement | null): string {
  const selection = document.getSelection();
  if (selection === null || selection.isCollapsed) return '';
  if (widgetRoot !== null && selection.anchorNode !== null && widgetRoot.contains(selection.anchorNode)) return '';
  return selection.toString().trim();
}

export function useTextToSpeech(active: boolean, language: string, widgetRoot: HTMLElement | null): TextToSpeech {
  const [status, setStatus] = useState<SpeechStatus>('off');
  const [speaking, setSpeaking] = useState(false);
  const voices = useRef<SpeechSynthesisVoice[]>([]);
  const lastSelection = useRef('');
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);

  useEffect(() => {
    if (!active) {
      setStatus('off');
      return;
    }
    const synth = synthesis();
    if (synth === undefined) {
      setStatus('unsupported');
      return;
    }
    setStatus('loading');
    // Browsers fill the voice list asynchronously; the widget waits a fixed second for it
    // (packages/widget/README.md "Behaviour notes").
    const timer = window.setTimeout(() => {
      voices.current = synth.getVoices();
      setStatus('ready');
    }, VOICE_WAIT_MS);
    return () => {
      window.clearTimeout(timer);
      synth.cancel();
      setSpeaking(false);
    };
  }, [active]);

  const speak = useCallback((text: string) => {
    const synth = synthesis();
    if (synth === undefined || text === '') return;
    synth.cancel();
    if (voices.current.length === 0) voices.current = synth.getVoices();
    const utterance = new SpeechSynthesisUtterance(text);
    const voice = pickVoice(voices.current, languageRef.current);
    if (voice !== undefined) utterance.voice = voice;
    utterance.lang = voice?.lang ?? languageRef.current;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  }, []);

  const stop = useCallback(() => {
    synthesis()?.cancel();
    setSpeaking(false);
  }, []);

  const readSelection = useCallback(() => {
    const text = pageSelection(widgetRoot) || lastSelection.current;
    if (text === '') return false;
    speak(text);
    return true;
  }, [speak, widgetRoot]);

  useEffect(() => {
    if (status !== 'ready') return;
    // Remembered so that "Read selection" still works after focus moved into the panel.
    const onSelectionChange = () => {
      const text = pageSelection(widgetRoot);
      if (text !== '') lastSelection.current = text;
    };
    const onMouseUp = (event: MouseEvent) => {
      if (widgetRoot !== null && event.target instanceof Node && widgetRoot.contains(event.target)) return;
      const text = pageSelection(widgetRoot);
      if (text !== '') speak(text);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      if (event.code === 'KeyR') {
        event.preventDefault();
        readSelection();
      } else if (event.code === 'KeyS') {
        event.preventDefault();
        stop();
      }
    };
    document.addEventListener('selectionchange', onSelectionChange);
    document.addEventListener('mouseup', onMouseUp);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('selectionchange', onSelectionChange);
      document.removeEventListener('mouseup', onMouseUp);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [status, widgetRoot, speak, readSelection, stop]);

  return { status, speaking, readSelection, stop };
}

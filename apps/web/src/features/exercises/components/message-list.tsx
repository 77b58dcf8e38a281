import { useEffect, useMemo, useRef } from 'react';
import { htmlToPlainText } from '@scicomm/coach/markup/html';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../lib/message-language.ts';
import type { RemarkReportContext } from '../../../lib/coach-reports/remark-lines.ts';
import type { MessageHtml } from '../lib/chat-html.ts';
import { MessageBubble } from './message-bubble.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

interface MessageListProps {
  messages: ChatMessage[];
  /** Each message's key (default its id): the prerendered opening's ids keep its elements. */
  keys?: readonly string[];
  typing: boolean;
  onOption: (value: string) => void;
  /** The chat cannot take an answer yet: the last message's options are shown disabled. */
  waiting?: boolean;
  reportContext?: RemarkReportContext | undefined;
  /** The message HTML module (chat-html.ts), null until it is in: the opening is shown without it. */
  messageHtml: MessageHtml | null;
  /** The prerendered opening's texts, each with its HTML as the build sanitised it (chat-html.ts). */
  openingHtml: ReadonlyMap<string, string>;
}

/**
 * The messages as shown: a student's answer that chose an option of the questions just before it
 * shows the option's words (what was sent, and is kept, stays the value: "2").
 */
function withOptionWords(messages: readonly ChatMessage[], { optionLabelIn, studentTextToHtml }: MessageHtml): ChatMessage[] {
  let asked: string[] = [];
  return messages.map((message) => {
    if (!message.isStudent) {
      asked.push(message.text);
      return message;
    }
    const sent = message.inputType === 'text' ? htmlToPlainText(message.text).trim() : '';
    const questions = asked;
    asked = [];
    for (const question of questions.reverse()) {
      const label = sent === '' ? null : optionLabelIn(question, sent);
      if (label) return { ...message, text: studentTextToHtml(label) };
    }
    return message;
  });
}

/** The conversation: a polite live log, scrolled to the newest message. */
export function MessageList({ messages, keys, typing, onOption, waiting = false, reportContext, messageHtml, openingHtml }: MessageListProps) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  const logRef = useRef<HTMLDivElement>(null);
  // Without the module the chat shows nothing but the opening (chat-html.ts): no student's answer.
  const shown = useMemo(() => (messageHtml ? withOptionWords(messages, messageHtml) : messages), [messages, messageHtml]);
  let lastStudent = -1;
  messages.forEach((message, index) => {
    if (message.isStudent) lastStudent = index;
  });

  // Scrolls the log only, never the page: the newest message and the text box stay in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  return (
    // Focusable so keyboard users can scroll a long conversation.
    <div ref={logRef} className="chat__log" role="log" aria-live="polite" aria-label={t('exercises.conversation')} tabIndex={0}>
      {shown.map((message, index) => (
        <MessageBubble
          key={keys?.[index] ?? message.id}
          message={message}
          interactive={!message.isStudent && index > lastStudent}
          onOption={onOption}
          waiting={waiting}
          reportContext={reportContext}
          messageHtml={messageHtml}
          openingHtml={openingHtml.get(message.text)}
        />
      ))}
      {typing && <TypingIndicator />}
    </div>
  );
}

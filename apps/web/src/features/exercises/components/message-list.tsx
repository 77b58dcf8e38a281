import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../lib/message-language.ts';
import type { RemarkReportContext } from '../../../lib/coach-reports/remark-lines.ts';
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
}

/** The conversation: a polite live log, scrolled to the newest message. */
export function MessageList({ messages, keys, typing, onOption, waiting = false, reportContext }: MessageListProps) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  const logRef = useRef<HTMLDivElement>(null);
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
      {messages.map((message, index) => (
        <MessageBubble
          key={keys?.[index] ?? message.id}
          message={message}
          interactive={!message.isStudent && index > lastStudent}
          onOption={onOption}
          waiting={waiting}
          reportContext={reportContext}
        />
      ))}
      {typing && <TypingIndicator />}
    </div>
  );
}

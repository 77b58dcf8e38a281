import { lazy, Suspense, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageLanguage, type ChatMessage } from '../../../lib/message-language.ts';
import { loadRouteStrings } from '../../../lib/browser-i18n.ts';
import type { RemarkReportContext } from '../../../lib/coach-reports/remark-lines.ts';
import { bubbleHtml, type MessageHtml } from '../lib/chat-html.ts';
import { optionValueOf } from '../lib/option-buttons.ts';

/**
 * The coach's remarks come in answers to the student's texts, never in the opening: their lines
 * with the report control and its strings are fetched then (the chat asks for them as the student
 * first sends, loadRemarkLines), not with the page (docs/performance.md). Until they are in, the
 * message shows whole, without the controls.
 */
export const loadRemarkLines = async () =>
  (await Promise.all([import('../../../components/remark-lines.tsx'), loadRouteStrings(['coachReports'])]))[0];
const RemarkLines = lazy(async () => ({ default: (await loadRemarkLines()).RemarkLines }));

interface MessageBubbleProps {
  message: ChatMessage;
  /** The bot message belongs to the current question: its options can be chosen. */
  interactive: boolean;
  onOption: (value: string) => void;
  /** The chat cannot take an answer yet: options are shown disabled. */
  waiting?: boolean;
  /** Where the coach's remarks can be reported from (docs/exercises.md "Reporting a wrong remark"). */
  reportContext?: RemarkReportContext | undefined;
  /** The message HTML module (chat-html.ts), null until it is in. */
  messageHtml: MessageHtml | null;
  /** The message's HTML as the build sanitised it, when its text is one of the prerendered opening's (chat-html.ts). */
  openingHtml?: string | undefined;
}

export function MessageBubble({ message, interactive, onOption, waiting = false, reportContext, messageHtml, openingHtml }: MessageBubbleProps) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  const { isStudent, text } = message;
  // Null only for a message the chat does not show before the module is in (chat-html.ts).
  const html = useMemo(
    () => bubbleHtml(messageHtml, { isStudent, text }, openingHtml, interactive, waiting) ?? '',
    [messageHtml, isStudent, text, openingHtml, interactive, waiting],
  );
  const lang = messageLanguage(message);
  const choose = (event: MouseEvent<HTMLDivElement>) => {
    const value = optionValueOf(event.target);
    if (value) onOption(value);
  };
  // A version's figures go with the version above them, as its measures, not as the coach's words.
  if (message.figures) {
    return (
      <p className="chat-figures" dir="auto" lang={lang}>
        <span className="visually-hidden">{t('exercises.figures')} </span>
        <span dangerouslySetInnerHTML={{ __html: html }} />
      </p>
    );
  }
  return (
    <div className={`chat-bubble ${message.isStudent ? 'chat-bubble--student' : 'chat-bubble--bot'}`}>
      <span className="visually-hidden">{message.isStudent ? t('exercises.you') : t('exercises.coach')} </span>
      {/* Options are real buttons inside the message; their clicks bubble up to here. lang says
          the language the message is written in (for screen readers); dir="auto" keeps
          punctuation in place on right-to-left pages and lets a Hebrew or Arabic answer read
          right to left. */}
      {/* A remark of the coach gets its report control after its line: the message is drawn line by line. */}
      {!message.isStudent && message.remarks && message.remarks.length > 0 && reportContext && messageHtml ? (
        <div className="chat-bubble__text" dir="auto" lang={lang} onClick={interactive ? choose : undefined}>
          <Suspense fallback={<span dangerouslySetInnerHTML={{ __html: html }} />}>
            <RemarkLines
              html={message.text}
              remarks={message.remarks}
              context={reportContext}
              messageId={message.id}
              renderLine={(line) => messageHtml.botMessageHtml(line, interactive, waiting)}
            />
          </Suspense>
        </div>
      ) : (
        <div
          className="chat-bubble__text"
          dir="auto"
          lang={lang}
          onClick={interactive ? choose : undefined}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** Shown inside the conversation log, so its text is announced politely when it appears. */
export function TypingIndicator() {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  return (
    <div className="chat-typing">
      <span className="visually-hidden">{t('exercises.typing')}</span>
      <span className="chat-typing__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}

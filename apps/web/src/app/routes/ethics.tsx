// /ethics (docs/product.md §2 "Ethics screen"): an intro and the chat (exercise-chat-page.tsx). The
// exercise itself is the server's (POST /api/Ethics).
import { useTranslation } from 'react-i18next';
import { ExerciseChatPage } from './exercise-chat-page.tsx';
import './exercise-intro.css';

export function EthicsRoute() {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  return (
    <ExerciseChatPage
      exercise="ethics"
      intro={
        <div className="exercise-intro">
          <p className="lead">{t('exercises.ethics.intro')}</p>
          <p>{t('exercises.ethics.why')}</p>
          <p>{t('exercises.ethics.howItWorks')}</p>
        </div>
      }
    />
  );
}

/** The page routes.tsx finds by this file's name. */
export { EthicsRoute as ExercisePage };

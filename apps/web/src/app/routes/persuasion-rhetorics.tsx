// /persuasion-rhetorics (docs/product.md §2 "Persuasive screen"): the intro on logos, pathos and ethos, a
// collapsible example (one project written for four audiences), and the chat, whose writer may
// mark key terms (exercise-chat-page.tsx). The exercise itself is the server's (POST /api/Persuasive).
import { useTranslation } from 'react-i18next';
import { TaggedText } from '../../lib/tagged-text.tsx';
import { ExerciseChatPage } from './exercise-chat-page.tsx';
import './exercise-intro.css';

const appeals = ['logos', 'pathos', 'ethos'] as const;
const audiences = ['lay', 'investors', 'policymakers', 'scientific'] as const;

export function PersuasionRhetoricsRoute() {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  return (
    <ExerciseChatPage
      exercise="persuasive"
      keyTerms
      intro={
        <div className="exercise-intro">
          <p className="lead">{t('exercises.persuasive.intro')}</p>
          <ul className="exercise-intro__appeals">
            {appeals.map((appeal) => (
              <li key={appeal}>
                <TaggedText text={t(`exercises.persuasive.${appeal}`)} parts={{ 0: (name) => <strong>{name}</strong> }} />
              </li>
            ))}
          </ul>
          <p>{t('exercises.persuasive.howItWorks')}</p>
          <details className="exercise-intro__example">
            <summary>{t('exercises.persuasive.exampleSummary')}</summary>
            <p>{t('exercises.persuasive.exampleIntro')}</p>
            <div className="exercise-intro__scroll">
              <table>
                <caption>{t('exercises.persuasive.exampleCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('exercises.persuasive.columns.audience')}</th>
                    {appeals.map((appeal) => (
                      <th key={appeal} scope="col">
                        {t(`exercises.persuasive.columns.${appeal}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {audiences.map((audience) => (
                    <tr key={audience}>
                      <th scope="row">{t(`exercises.persuasive.audiences.${audience}.name`)}</th>
                      {appeals.map((appeal) => (
                        <td key={appeal}>
                          {t(`exercises.persuasive.audiences.${audience}.${appeal}`)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      }
    />
  );
}

/** The page routes.tsx finds by this file's name. */
export { PersuasionRhetoricsRoute as ExercisePage };

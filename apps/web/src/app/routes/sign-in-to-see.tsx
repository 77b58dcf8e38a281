// What a visitor without a session sees on a page that signing in could open (a course's own
// pages: a comment's link, the course): "Sign in to see this page", with Sign in and Create an
// account returning here. It names nothing of the page, so it is the same whether or not the
// page exists; a signed-in person who may not see it gets "Page not found" (docs/accounts.md
// "The way back"). The server sends it prerendered (sign-in/…) with the links' `next` written in
// (the prerender's path is a template's, so they render plain until hydrated, then take this page's
// path with its hash). Its strings come with the course
// routes (the `courses` namespace), not in every page's first download.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useAccountLinksBackHere } from '../../lib/use-way-back.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function SignInToSeeRoute() {
  const { t } = useTranslation('courses');
  const hydrated = useHydrated();
  const back = useAccountLinksBackHere();
  usePageTitle(t('courses.signInToSee.title'));
  return (
    <div className="message-page">
      <h1>{t('courses.signInToSee.title')}</h1>
      <p>{t('courses.signInToSee.text')}</p>
      <p className="message-page__actions">
        <Link to={hydrated ? back.login : '/login'} className="button">
          {t('courses.signInToSee.signIn')}
        </Link>
        <Link to={hydrated ? back.register : '/register'} className="button button--secondary">
          {t('courses.signInToSee.register')}
        </Link>
      </p>
    </div>
  );
}

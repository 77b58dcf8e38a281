// Builds the whole application as Fastify plugins: the stock plugins as we configure them
// (plugins/external/), our own (plugins/app/), then the routes of each feature, then the web app.
// server.ts only listens, so tests build exactly what production runs.
//
// The order of registration is the order the hooks run in, so it is kept as it is: the guards
// that must see a request before anything else (the path guard, the JSON parser, the input
// guard, draining and load shedding, which answer before a request costs anything) come first;
// then the external plugins; then the request limits; then the routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { errorBody, handleError } from './http/errors.ts';
import { clientErrorHandler, frameworkErrors, registerJsonParser } from './http/framework-errors.ts';
import { registerUnreadBodyGuard } from './http/unread-body.ts';
import { createLimits, type Limits } from './limits/limits.ts';
import { logSerializers } from './logging/log-serializers.ts';
import { standardOutputLog } from './logging/log-destination.ts';
import { requestLog } from './logging/request-log.ts';
import { siteOrigin } from './security/site-origin.ts';
import { readPageFiles } from './web-pages/page-files.ts';
import { signInViewReader } from './web-pages/sign-in-links.ts';
// The stock plugins, as the app configures them.
import { COOKIE_PLUGIN_OPTIONS, requestCookies } from './plugins/external/cookie.ts';
import { corsOptions } from './plugins/external/cors.ts';
import { markAccess, openApiOptions } from './plugins/external/openapi.ts';
import { securityHeaderOptions, securityHeadersPlugin } from './plugins/external/security-headers.ts';
import { webAppAssetOptions, webAppFileOptions } from './plugins/external/static.ts';
// The app's own plugins.
import { registerCachePolicy } from './plugins/app/cache-policy.ts';
import { drainingPlugin } from './plugins/app/draining.ts';
import { registerInputGuard } from './plugins/app/input-guard.ts';
import { loadSheddingOptions, loadSheddingPlugin } from './plugins/app/load-shedding.ts';
import { registerPathGuard } from './plugins/app/path-guard.ts';
import { RATE_LIMITED_PREFIXES, requestLimitOptions, requestLimitsPlugin } from './plugins/app/request-limits.ts';
import { metricsPlugin } from './metrics/index.ts';
// The features' routes.
import { analyticsRoutes } from './analytics/index.ts';
import { healthRoutes } from './health/index.ts';
import { legalRoutes } from './legal/index.ts';
import { usageRoutes } from './usage/index.ts';
import { widgetRoutes } from './widget/index.ts';
import { authPlugin, carriesSessionCookie, libraryPaths, optionalUser, securitySchemes, signedInSecurity } from './auth/index.ts';
import { accountRoutes, resolveStoragePolicy } from './account/index.ts';
import { coachReportRoutes } from './coach-reports/index.ts';
import {
  exerciseRoutes,
  createExerciseContext,
  createLazyJargonAnalyzer,
  createLlmBreaker,
  findResearchEdition,
  researchPathNames,
} from './exercises/index.ts';
import type { JargonAnalyzer, ModelBreaker } from '@scicomm/coach';
import type { DictionarySet } from '@scicomm/jargon';
import { deJargonizerRoutes, GradingRecorder } from './de-jargonizer/index.ts';
import { GradingPool, loadPeriodDictionaries } from './text-analysis/index.ts';
import { compareRoutes } from './compare/index.ts';
import { shareRoutes, sharePageRoutes } from './shares/index.ts';
import { pageAccess } from './permissions/index.ts';
import { readerCheckRoutes, readerRoutes, studyReaderChecks } from './reader-checks/index.ts';
import { researchRoutes } from './research/index.ts';
import { corpusRoutes, createCorpusJobs, personalTokenRoutes, personalTokenSchemes, webPace, type CorpusJobs } from './corpora/index.ts';
import { courseRoutes, exerciseCourseWork } from './courses/index.ts';
import { isUnknownStudyLink, studyRoutes, verifiedTaskSession } from './studies/index.ts';
import { COOKIE_CONSENT_COOKIE, isAppRoute, madeCookieChoice, TERMS_CONSENT_COOKIE } from '@scicomm/shared';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    /** Every limit's rule and counts (limits/limits.ts). */
    limits: Limits;
    /** The worker threads that read and measure uploads and long texts (text-analysis/grading-pool.ts). */
    gradingPool: GradingPool;
    /** Writes the De-Jargonizer's usage records in batches (de-jargonizer/grading-recorder.ts). */
    gradingRecorder: GradingRecorder;
    /** Whether the exercise coaches call the LLM endpoint now (exercises/llm-breaker.ts); null without LLM_BASE_URL. */
    llmBreaker: ModelBreaker | null;
    /** Corpus jobs: their queue and the runner that measures their chunks (corpora/). */
    corpusJobs: CorpusJobs;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes its JSON lines; default: standard output, in batches (logging/log-destination.ts). */
  logStream?: { write(line: string): void };
  /** The measure the exercise coaches use; default: the default period of `dictionaries` (tests pass a fake). */
  jargonAnalyzer?: JargonAnalyzer;
  /** The De-Jargonizer's period dictionaries; default: loaded once per process from config.DICTIONARY_DIR. */
  dictionaries?: DictionarySet;
  /**
   * The worker threads that grade uploads; default: UPLOAD_WORKERS threads loading the
   * dictionaries of DICTIONARY_DIR. The app closes it when it closes.
   */
  gradingPool?: GradingPool;
  /** Where limits are counted; default: Redis with REDIS_URL, else the database. */
  limits?: Limits;
}

export async function buildApp({ config, database, logger, logStream, jargonAnalyzer, dictionaries, gradingPool, limits }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? appLoggerOptions(config, logStream),
    logController: requestLog(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Requests that arrive while closing get our own 503 (plugins/app/draining.ts), in the one error shape.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('limits', limits ?? (await createLimits(config, database)));
  // Threads start with the first upload (minThreads 0), so making the pool here costs nothing.
  app.decorate(
    'gradingPool',
    gradingPool ??
      new GradingPool({ workers: config.UPLOAD_WORKERS, queueLimit: config.UPLOAD_QUEUE_LIMIT, dictionaryDir: config.DICTIONARY_DIR }),
  );
  // Anonymous records are written in batches; tests write each batch at once.
  const recorder = new GradingRecorder(database.db, {
    delayMs: config.NODE_ENV === 'test' ? 0 : 100,
    onError: (error) => app.log.error({ err: error }, 'could not store De-Jargonizer usage records'),
  });
  app.decorate('gradingRecorder', recorder);
  app.decorate('llmBreaker', createLlmBreaker(app));
  app.addHook('preClose', () => recorder.close());
  app.setErrorHandler(handleError);

  // The app's own plugins that must come first (plugins/app/, http/).
  // Every answer is no-store unless its route sets its own policy: first, so errors get it too.
  registerCachePolicy(app);
  // Before every other hook: limits and guards must see the path the handlers will run on.
  registerPathGuard(app);
  registerJsonParser(app);
  registerInputGuard(app);
  // A form refused part-way: the rest of its body is read, or its connection closed.
  registerUnreadBodyGuard(app, { drainLimitBytes: 2 * config.UPLOAD_LIMIT_BYTES });
  await app.register(drainingPlugin);
  // Before the limits: a request shed under load costs nothing more (plugins/app/load-shedding.ts).
  await app.register(loadSheddingPlugin, loadSheddingOptions(config));
  app.limits.attach(app);
  await app.register(metricsPlugin);

  // The external plugins (plugins/external/).
  await app.register(
    fastifySwagger,
    openApiOptions({
      version: config.version,
      // PUBLIC_URL's origin; without it, the origin the document was fetched from.
      serverUrl: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : '/',
      securitySchemes: { ...securitySchemes, ...personalTokenSchemes },
      signedIn: signedInSecurity,
      extraPaths: libraryPaths,
      rateLimitedPrefixes: RATE_LIMITED_PREFIXES,
    }),
  );
  await app.register(securityHeadersPlugin, securityHeaderOptions(config));
  // Pages of the configured other origins may call the API from the browser, without cookies
  // (docs/server.md "Other origins"); none by default, and then no CORS headers at all.
  if (config.CORS_ORIGINS.length > 0) await app.register(fastifyCors, corsOptions(config));
  // Cookies are parsed when a route reads them (plugins/external/cookie.ts), not on every request.
  await app.register(fastifyCookie, COOKIE_PLUGIN_OPTIONS);
  // Multipart forms: in the De-Jargonizer's and Compare's scopes only (plugins/external/multipart.ts).

  // The app's own plugins after them: the per-request limits (plugins/app/request-limits.ts).
  await app.register(requestLimitsPlugin, requestLimitOptions(config, app.limits));

  // The routes, one folder per feature. Accounts first: every route after it can ask who is signed in (optionalUser/requireUser).
  await app.register(authPlugin);
  // Routes that never ask who is calling: public in the API document (plugins/external/openapi.ts).
  await app.register(async (everyone) => {
    markAccess(everyone, 'public');
    await everyone.register(healthRoutes);
    await everyone.register(usageRoutes);
    await everyone.register(analyticsRoutes);
    await everyone.register(legalRoutes);
    await everyone.register(widgetRoutes);
  });
  await app.register(accountRoutes);
  const periodDictionaries = dictionaries ?? (await loadPeriodDictionaries(config, app.log));
  // A study's reader checks: made when a participant finishes, read by the study's members.
  app.decorate(
    'studyReaderChecks',
    studyReaderChecks(() => ({ db: database.db, dictionaries: periodDictionaries, origin: siteOrigin(app) })),
  );
  // An exercise or analysis done for a course assignment is copied into the course (docs/courses.md).
  const courseWork = exerciseCourseWork(() => ({
    db: app.db,
    secret: app.config.authSecret,
    origin: siteOrigin(app),
    dictionaries: periodDictionaries,
  }));
  await app.register(deJargonizerRoutes, {
    dictionaries: periodDictionaries,
    pool: app.gradingPool,
    recorder: app.gradingRecorder,
    courseWork,
  });
  await app.register(compareRoutes, { dictionaries: periodDictionaries, pool: app.gradingPool });
  // The exercises measure with the same dictionaries (loaded once above), each answer in the
  // language of its script; a study's participants and its members' previews run the same coaches.
  const exercises = createExerciseContext(app, jargonAnalyzer ?? createLazyJargonAnalyzer(() => periodDictionaries));
  await app.register(exerciseRoutes, { context: exercises, courseWork });
  await app.register(studyRoutes, { exercises });
  await app.register(shareRoutes);
  await app.register(sharePageRoutes);
  // Reports of wrong coach remarks: the reporter's texts are kept by the site's one storage rule.
  await app.register(coachReportRoutes, { storagePolicy: resolveStoragePolicy, sessionOfTaskId: verifiedTaskSession });
  await app.register(readerCheckRoutes, { dictionaries: periodDictionaries });
  await app.register(readerRoutes);
  await app.register(researchRoutes);
  // Every process measures corpus chunks from the shared queue once ready; at close, the chunks
  // being measured are written before the threads (onClose) and the database end.
  const corpusJobs = await createCorpusJobs({
    database,
    databaseUrl: config.DATABASE_URL,
    pool: app.gradingPool,
    dictionaries: periodDictionaries,
    onError: (error) => app.log.error({ err: error }, 'corpus queue error'),
    // One chunk at a time, a piece per thread and none waiting: the event loop's share of the
    // chunks (their reads and writes) stays small beside the requests it answers.
    pace: webPace(app.gradingPool),
  });
  app.decorate('corpusJobs', corpusJobs);
  app.addHook('onReady', () => corpusJobs.start());
  app.addHook('preClose', () => corpusJobs.stop());
  await app.register(corpusRoutes, { context: corpusJobs.context });
  await app.register(personalTokenRoutes);
  await app.register(courseRoutes, { dictionaries: periodDictionaries });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, config.WEB_DIST_DIR);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}

/** The app's own logger: JSON lines at LOG_LEVEL, to standard output in batches unless a stream is given. */
export function appLoggerOptions(config: Config, logStream?: { write(line: string): void }) {
  return {
    level: config.LOG_LEVEL,
    // docs/decisions.md: no IP address is ever collected, not even in logs; nor what users wrote.
    serializers: logSerializers,
    stream: logStream ?? standardOutputLog(),
  };
}

/**
 * Fastify's own hop count trusts nobody (it cannot tell a proxy from a direct client), so a hop
 * count is a function here: the connection and the next hops-1 forwarded addresses are proxies.
 * The port must then be reachable only through the proxies (docs/deployment.md); a list of
 * proxy addresses is safer where the proxies' addresses are known.
 */
function trustProxyOption(trust: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Serves the built web app; unknown /api paths stay JSON 404s, other paths get the SPA. */
async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  const hasHome = existsSync(path.join(distDir, 'home.html'));
  // A reader's link gets the reader's page's own light entry (docs/reader-check.md "Weight").
  const hasReaderPage = existsSync(path.join(distDir, 'read.html'));
  // pages/{route}.html, also in folders (pages/de-jargonizer/compare.html is /de-jargonizer/compare)
  // and as a route's template (pages/reader-checks/[checkId].html); refused/… for the pages a
  // visitor may not see; a prerendered page without the terms gate also comes with the cookie
  // banner in its HTML, cookie-banner/…: sent instead to a visitor who has not accepted cookies,
  // so the banner paints with the page, not after the app has started.
  const pageFiles = readPageFiles(distDir);
  const signInView = signInViewReader(distDir);
  if (hasWeb) {
    await app.register(fastifyStatic, webAppFileOptions(distDir));
    if (existsSync(path.join(distDir, 'assets'))) await app.register(fastifyStatic, webAppAssetOptions(distDir));
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api';
    // Any client gets the page, whatever it accepts (curl, wget, a load balancer's health
    // check): the app's routes have no file extension, so a missing file (`/assets/x.js`,
    // `/robots.txt`) stays a 404 instead of a page the browser would try to run.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(pathname);
    if (!isApi && isPage && hasWeb) {
      // The home page comes prerendered (home.html, scripts/build.ts); a few routes have a shell
      // that preloads their code (pages/{name}.html); other pages get the plain shell. A path
      // that is none of the app's pages gets the plain shell (it shows "not found") with 404.
      // The Research page exists for researchers only, a study's pages for its members only, the
      // admins' page (coach reports) for admins only (permissions/pages.ts): anybody else gets
      // the not-found view with the status of a path that does not exist. An invalid session
      // counts as nobody.
      // A study's participant link that no study has is answered as the participation API answers
      // it (404), with the page's not-found view.
      // A course's own page asks a visitor without a session to sign in instead (sign-in/…, 401),
      // the same for every course id, existing or not, so it tells nothing either.
      const access = isPagePath(pathname, app.config.RESEARCH_UUID)
        ? await pageAccess(app.db, pathname, async () => (await optionalUser(request).catch(() => null))?.id ?? null)
        : 'not-found';
      const known = access === 'open' && !(await isUnknownStudyLink(app.db, pathname));
      const askSignIn = access === 'sign-in';
      // A page of the app refused to this visitor gets its prerendered not-found view (refused/…),
      // or its sign-in view.
      const refusedPage = askSignIn ? pageFiles.signIn(pathname) : isAppRoute(pathname) ? pageFiles.refused(pathname) : null;
      const page = !known
        ? (refusedPage ?? 'index.html')
        : pathname === '/' && hasHome
          ? 'home.html'
          : hasReaderPage && isReaderPagePath(pathname)
            ? 'read.html'
            : (pageFiles.route(pathname) ?? researchTemplate(distDir, pathname, app.config.RESEARCH_UUID) ?? 'index.html');
      if (!known) {
        // A 404 must carry its page: answering a revalidation with an empty 304-style body (a
        // browser that cached /research while it was a researcher's) breaks the navigation.
        delete request.raw.headers['if-none-match'];
        delete request.raw.headers['if-modified-since'];
      }
      // A page's variant by the visitor's cookies: with the terms dialog open (a page behind the
      // gate) for a visitor with neither terms_consent=true nor a session cookie, who is sure to get
      // the dialog (with a session cookie the session decides, once the app has asked); otherwise
      // with the cookie banner until the visitor has answered it (cookie_consent true or false).
      const bannerPage = pageFiles.withBanner(page);
      const dialogPage = pageFiles.withTermsDialog(page);
      let file = page;
      if (bannerPage !== null || dialogPage !== null) {
        reply.header('vary', 'Cookie');
        const cookies = requestCookies(request);
        if (dialogPage !== null && cookies[TERMS_CONSENT_COOKIE] !== 'true' && !carriesSessionCookie(request.headers.cookie)) file = dialogPage;
        else if (bannerPage !== null && !madeCookieChoice(cookies[COOKIE_CONSENT_COOKIE])) file = bannerPage;
      }
      if (askSignIn && refusedPage !== null) {
        return reply.status(401).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await signInView(file, request.url));
      }
      return reply.status(known ? 200 : askSignIn ? 401 : 404).header('cache-control', 'no-cache').sendFile(file, distDir);
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No such ${isApi ? 'API path' : 'path'}: ${request.method} ${request.url.split('?')[0]}`));
  });
}

/** A page of the app (the shared route list) or, with its uuid configured, a research edition. */
function isPagePath(pathname: string, researchUuid: string | undefined): boolean {
  if (isAppRoute(pathname)) return true;
  const slug = pathname.replace(/^\/+|(?<!\/)\/+$/g, '');
  return !slug.includes('/') && findResearchEdition(slug, researchUuid) !== null;
}

/**
 * A research edition's prerendered page (dist/research/{name}-{edition}.html, scripts/build.ts):
 * one template per edition, sent for the edition's real path, so the uuid is in no file.
 */
function researchTemplate(distDir: string, pathname: string, researchUuid: string | undefined): string | null {
  const found = findResearchEdition(pathname.replace(/^\/+|(?<!\/)\/+$/g, ''), researchUuid);
  if (!found) return null;
  const file = `research/${researchPathNames[found.exercise]}-${found.edition}.html`;
  return existsSync(path.join(distDir, file)) ? file : null;
}

/** /read/{token}: a reader check's page. */
function isReaderPagePath(pathname: string): boolean {
  return /^\/read\/[^/]+\/?$/.test(pathname);
}

/** Whether the last segment of a path has a file extension (`app.js`, not `how-to-cite`). */
function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

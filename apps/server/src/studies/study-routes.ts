// Every route of studies (docs/research.md "Studies"), registered by app.ts as one feature:
// - the researchers' API, one module per resource: the collection (study-collection-routes.ts),
//   one study's settings (study-settings-routes.ts), its collaborators (collaborator-routes.ts),
//   what it collected (study-data-routes.ts), its personal links' keys (personal-link-routes.ts)
//   and its audit trail (study-audit-routes.ts). Who may call them is decided here, by scope,
//   before any body or query is read (study-access.ts);
// - the participants' API (participation-routes.ts) and the members' "preview as participant"
//   (study-preview-routes.ts), which run exercise turns with the exercises' coaches and storage.
// Every answer is `Cache-Control: no-store` (plugins/app/cache-policy.ts): study data and a participant's answers are nobody
// else's, and a revoked role must stop working at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExerciseContext } from '../exercises/index.ts';
import { collaboratorRoutes } from './collaborator-routes.ts';
import { participationRoutes } from './participation-routes.ts';
import { personalLinkRoutes } from './personal-link-routes.ts';
import { studyAuditRoutes } from './study-audit-routes.ts';
import { researchersOnly, studyMembersOnly } from './study-access.ts';
import { studyCollectionRoutes } from './study-collection-routes.ts';
import { studyDataRoutes } from './study-data-routes.ts';
import { studyPreviewRoutes } from './study-preview-routes.ts';
import { studySettingsRoutes } from './study-settings-routes.ts';

export interface StudyRoutesOptions {
  /** The exercises' coaches and storage (app.ts makes one context for the whole app). */
  exercises: ExerciseContext;
}

export const studyRoutes: FastifyPluginAsyncZod<StudyRoutesOptions> = async (app, { exercises }) => {
  await app.register(async (researchers) => {
    researchersOnly(researchers);
    await researchers.register(studyCollectionRoutes);
  });
  await app.register(async (members) => {
    studyMembersOnly(members);
    await members.register(studySettingsRoutes);
    await members.register(collaboratorRoutes);
    await members.register(studyDataRoutes);
    await members.register(personalLinkRoutes);
    await members.register(studyAuditRoutes);
  });
  await app.register(participationRoutes, { context: exercises });
  await app.register(studyPreviewRoutes, { context: exercises });
};

// The researchers' API of studies (docs/research.md "Studies"), one module per resource: the
// collection (study-collection-routes.ts), one study's settings (study-settings-routes.ts), its
// collaborators (collaborator-routes.ts), what it collected (study-data-routes.ts) and its
// personal links' keys (personal-link-routes.ts) and its audit trail (study-audit-routes.ts).
// Registered inside the research routes, so every answer is `Cache-Control: no-store`. Who may
// call them is decided here, by scope, before any body or query is read (study-access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collaboratorRoutes } from './collaborator-routes.ts';
import { personalLinkRoutes } from './personal-link-routes.ts';
import { studyAuditRoutes } from './study-audit-routes.ts';
import { researchersOnly, studyMembersOnly } from './study-access.ts';
import { studyCollectionRoutes } from './study-collection-routes.ts';
import { studyDataRoutes } from './study-data-routes.ts';
import { studySettingsRoutes } from './study-settings-routes.ts';

export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

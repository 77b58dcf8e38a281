// A study's personal links (docs/research.md "Personal links"): the key of each identifier's
// link, asked of the server, which alone can compute it.
import { useMutation } from '@tanstack/react-query';
import type { PersonalLinks } from '@scicomm/shared/study-api';
import { requestJson } from '../../../lib/api-client.ts';

export function usePersonalLinks(studyId: string) {
  return useMutation({
    mutationFn: (identifiers: string[]) =>
      requestJson<PersonalLinks>(`/api/studies/${encodeURIComponent(studyId)}/personal-links`, {
        method: 'POST',
        body: { identifiers },
      }),
  });
}

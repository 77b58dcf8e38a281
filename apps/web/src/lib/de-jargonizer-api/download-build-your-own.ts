// POST api/TextGrading/BuildYourOwnDeJargonizer: our instructions for another language or corpus.
import { requestBlob } from '../api-client.ts';
import { saveBlob } from '../save-blob.ts';

export async function downloadBuildYourOwn(): Promise<void> {
  const { blob, fileName } = await requestBlob('/api/TextGrading/BuildYourOwnDeJargonizer', {
    method: 'POST',
    body: {},
  });
  saveBlob(blob, fileName ?? 'How to build a De-Jargonizer.docx');
}

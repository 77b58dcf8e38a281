// The personal links of a study that knows participants by their link (docs/research.md
// "Personal links"): the researcher lists identifiers, the server gives each its key, and the
// page shows every identifier's link (one per arm link) and saves them as a CSV file. The list is
// checked with the server's schema before it is sent (react-hook-form).
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { personalLinksBodySchema, type PersonalLinks as PersonalLinksReply, type Study } from '@scicomm/shared/study-api';
import { serverErrorText } from '../../../lib/server-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { usePersonalLinks } from '../api/personal-links-api.ts';

const personalUrl = (token: string, identifier: string, key: string) =>
  `${window.location.origin}/study/${token}?${new URLSearchParams({ participant: identifier, key }).toString()}`;

/** Each identifier once, in the order typed. */
const identifiersOf = (text: string) => [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''))];

const identifiersSchema = z
  .object({ identifiers: z.string() })
  .transform(({ identifiers }) => ({ identifiers: identifiersOf(identifiers) }))
  .pipe(personalLinksBodySchema);

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function saveCsv(study: Study, links: PersonalLinksReply['links'], armLabel: (arm: string | null) => string) {
  const header = ['identifier', ...study.links.map((link) => armLabel(link.arm))];
  const rows = links.map(({ identifier, key }) => [
    identifier,
    ...study.links.map((link) => personalUrl(link.token, identifier, key)),
  ]);
  const text = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'personal-links.csv';
  anchor.click();
  URL.revokeObjectURL(url);
}

export function PersonalLinks({ study }: { study: Study }) {
  const { t, i18n } = useTranslation(['server-errors', 'studies']);
  const id = useId();
  const form = useSchemaForm<z.input<typeof identifiersSchema>, z.output<typeof identifiersSchema>>(identifiersSchema, { identifiers: '' });
  const typed = identifiersOf(useWatch({ control: form.control, name: 'identifiers' }));
  const problem = form.formState.errors.identifiers ? t('studies.personalLinks.identifiersError') : undefined;
  const make = usePersonalLinks(study.id);
  const submit = form.handleSubmit((body) => make.mutate(body.identifiers));
  const armLabel = (arm: string | null) =>
    arm === null ? t('studies.links.random') : t('studies.links.forArm', { arm: t(`studies.arm.${arm}`) });
  return (
    <div className="research__personal-links">
      <h3>{t('studies.personalLinks.heading')}</h3>
      <p>{t('studies.personalLinks.intro')}</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-identifiers`}>{t('studies.personalLinks.identifiers')}</label>
        <textarea
          id={`${id}-identifiers`}
          rows={4}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-identifiers-error` : undefined}
          {...form.register('identifiers')}
        />
        {problem && (
          <p id={`${id}-identifiers-error`} className="field__error">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--secondary" disabled={typed.length === 0 || make.isPending}>
          {t('studies.personalLinks.make')}
        </button>
      </form>
      {make.isError && (
        <p role="alert">{serverErrorText(i18n, make.error, make.error.message)}</p>
      )}
      {make.data && (
        <>
          <div className="research__scroll">
            <table>
              <caption>{t('studies.personalLinks.caption', { count: make.data.links.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('studies.personalLinks.identifier')}</th>
                  {study.links.map((link) => (
                    <th scope="col" key={link.token}>
                      {armLabel(link.arm)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {make.data.links.map(({ identifier, key }) => (
                  <tr key={identifier}>
                    <th scope="row">{identifier}</th>
                    {study.links.map((link) => (
                      <td key={link.token}>
                        <code className="research__url">{personalUrl(link.token, identifier, key)}</code>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => saveCsv(study, make.data.links, armLabel)}
          >
            {t('studies.personalLinks.download')}
          </button>
        </>
      )}
    </div>
  );
}

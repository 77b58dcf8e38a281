// The catalogues' `duration` format: `{{seconds, duration}}` says a wait or a time as people say
// it in the page's language ("12 seconds", "about 15 minutes"; @scicomm/shared/durations), with
// the catalogue's word for "about" (`duration.about`). Every site i18next instance adds it.
import type { i18n as I18n } from 'i18next';
import { formatDuration } from '@scicomm/shared/durations';

export function addDurationFormat(instance: I18n): void {
  instance.services.formatter?.add('duration', (value: unknown, language: string | undefined) => {
    const lng = language ?? instance.language;
    return formatDuration(Number(value), lng, (amount) => instance.t('duration.about', { lng, amount }));
  });
}

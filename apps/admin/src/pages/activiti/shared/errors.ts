import i18n from '../../../locales';

/** What went wrong, for a message: an ApiError's or a parser's own words, else 操作失败. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('http.failed');
}

/** A code table's select options and labels in the user's current language (read when called). */
import { type CodeInput, type CodeLabel, labelOf, optionsOf } from '@cb/domain';
import { currentLocale } from '../i18n';

/** `() => options`: the table's select options, in the language of the moment they are asked for. */
export const optionsFor =
  <T extends CodeLabel>(table: readonly T[]) =>
  () =>
    optionsOf(table, currentLocale());

/** A code's label in the user's language ('' when the table has no such code). */
export const codeLabel = (table: readonly CodeLabel[], code: CodeInput): string =>
  labelOf(table, code, currentLocale()) ?? '';

/** `(code) => label`: a code's label ('' when the table has no such code). */
export const labelFor = (table: readonly CodeLabel[]) => (code: unknown) =>
  codeLabel(table, code as CodeInput);

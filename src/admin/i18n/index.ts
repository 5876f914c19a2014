/** The UI language and what follows it: the language hooks and the formatting of dates and numbers. */
export { useLang, useLocalText } from './useLang';
export { useFormat } from './useFormat';
export { formatsFor, type DateValue, type Formats, type NumberValue } from './format';

/**
 * Uniqueness of an entity's values (`x-unique` on a property): which values must not repeat
 * among live rows, and the sentence that says one does. Shared by the server (the check, the
 * index, the 400) and by the bespoke routes that keep the same rule (users' e-mail, roles' title).
 */
import { fillTemplate } from '@domain/template.js';
import { lowerNoun } from './nouns.js';
import type { EntitySchema, Lang, PropertySchema } from './types.js';

/** One declared rule: `property` unique among live rows with the same values of `within`. */
export interface UniqueRule {
  property: string;
  within: string[];
  /** Compared with `lower()`: text not declared `caseSensitive`. */
  ignoreCase: boolean;
}

/** Whether a property's values compare as text (lowercased unless it says `caseSensitive`). */
function isText(prop: PropertySchema): boolean {
  return prop.type === 'string' && prop.format !== 'date' && prop.format !== 'date-time';
}

/** The rules of a schema, in property order. */
export function uniqueRules(schema: EntitySchema): UniqueRule[] {
  return Object.entries(schema.properties).flatMap(([property, prop]): UniqueRule[] => {
    const unique = prop['x-unique'];
    if (!unique) return [];
    const options = unique === true ? {} : unique;
    return [{ property, within: options.within ?? [], ignoreCase: isText(prop) && options.caseSensitive !== true }];
  });
}

/** The indefinite article: "an amenity", "a user", "a hotel"; "une devise", "un pays". */
function article(noun: string, lang: Lang, gender?: 'm' | 'f'): string {
  if (lang === 'fr') return gender === 'f' ? 'une' : 'un';
  return /^[aeio]/i.test(noun) ? 'an' : 'a';
}

const templates: Record<Lang, { plain: string; gendered?: string; within: string }> = {
  en: { plain: '{A} {one} with this {label} already exists.', within: ' for this {parent}' },
  // French needs the genders of both nouns ("Une devise avec ce code"): the entity's comes from
  // `x-resource.text.fr.gender`, the field's is unknown, so "cette valeur de « Code »"; each
  // schema says it better with `x-i18n.fr.messages.unique`.
  fr: {
    plain: '{One} : cette valeur de « {label} » existe déjà.',
    gendered: '{A} {one} avec cette valeur de « {label} » existe déjà.',
    within: ' pour la même valeur de « {parent} »',
  },
};

/** What the unique message names: the entity (singular), the field, the parents' labels. */
export interface UniqueWords {
  one: string;
  label: string;
  parents?: string[];
  /** The entity's gender in French (`x-resource.text.fr.gender`). */
  gender?: 'm' | 'f';
}

/**
 * "A currency with this initial already exists." / "An infra type with this title already
 * exists for this type group."; `override` (a schema's or a module's own wording) wins.
 */
export function uniqueSentence(words: UniqueWords, lang: Lang, override?: string): string {
  const one = lowerNoun(words.one);
  const { plain, gendered } = templates[lang];
  const template = override ?? (words.gender && gendered ? gendered : plain);
  const parents = (words.parents ?? []).map((p) => (lang === 'en' ? lowerNoun(p) : p)); // French quotes them as written
  const within = parents.length
    ? fillTemplate(templates[lang].within, { parent: parents.join(lang === 'en' ? ' and ' : ' » et « ') })
    : '';
  const a = article(one, lang, words.gender);
  const filled = fillTemplate(template, {
    a,
    A: a.charAt(0).toUpperCase() + a.slice(1),
    one,
    One: one.charAt(0).toUpperCase() + one.slice(1),
    label: lang === 'en' ? lowerNoun(words.label) : words.label,
  });
  return override ? filled : filled.replace(/\.$/, `${within}.`);
}

/** The words of a schema's rule on `property`, in a language. */
export function uniqueWords(
  schema: EntitySchema,
  property: string,
  lang: Lang,
  label: (p: string) => string,
): UniqueWords {
  const rule = uniqueRules(schema).find((r) => r.property === property);
  const text = schema.resource.text[lang];
  return { one: text.one, label: label(property), parents: rule?.within.map(label), gender: text.gender };
}

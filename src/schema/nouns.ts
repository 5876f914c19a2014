/**
 * An entity's name inside a sentence: "Delete the currency 'Euro'?", « Supprimer la devise
 * « Euro » ? », "Devise supprimée". French needs the noun's gender (`x-resource.text.fr.gender`,
 * or a whole phrase in `the` where the rule below does not fit); without it the sentences that
 * need it fall back to a wording that does not.
 */
import type { Lang, ResourceText } from './types.js';

/** A name mid-sentence: each word lowercased unless it is an acronym ("Payment Account" → "payment account", "SAAS"). */
export function lowerNoun(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => (/^\p{Lu}\p{Lu}/u.test(word) ? word : word.toLowerCase()));
}

/** French elides le/la before a vowel or a mute h ("l'agence", "l'hôtel"); `the` covers an aspirated h. */
const ELIDED = /^[aeiouyhàâäéèêëîïôöùûü]/i;

/**
 * The entity's noun with its definite article: "the currency", "la devise", "l'agence",
 * "le pays"; undefined in French when the schema does not give the gender.
 */
export function definiteNoun(text: ResourceText, lang: Lang): string | undefined {
  if (text.the) return text.the;
  const noun = lowerNoun(text.one);
  if (lang === 'en') return `the ${noun}`;
  if (!text.gender) return undefined;
  if (ELIDED.test(noun)) return `l'${noun}`;
  return `${text.gender === 'f' ? 'la' : 'le'} ${noun}`;
}

/** The feminine ending of a French participle ("supprimée") for a feminine noun, else nothing. */
export function agreement(text: ResourceText, lang: Lang): string {
  return lang === 'fr' && text.gender === 'f' ? 'e' : '';
}

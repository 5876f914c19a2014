/**
 * Travellers' names by origin: a party's names come from one origin, and a first name is given
 * with its gender (spec: gender 1 male, 2 female), so a passenger reads as one person.
 */
export interface Origin {
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
}
export const ORIGINS: readonly Origin[] = [
  {
    female: ['Emma', 'Chloé', 'Léa', 'Camille'],
    male: ['Louis', 'Hugo', 'Lucas', 'Jules'],
    last: ['Martin', 'Dubois', 'Laurent', 'Moreau'],
  },
  { female: ['Ayşe', 'Elif', 'Zeynep'], male: ['Mehmet', 'Emre', 'Burak'], last: ['Yılmaz', 'Demir', 'Kaya'] },
  { female: ['Olivia', 'Hannah', 'Mia'], male: ['James', 'Noah', 'Jack'], last: ['Smith', 'Taylor', 'Brown'] },
  { female: ['Fatima', 'Layla', 'Nour'], male: ['Omar', 'Karim', 'Youssef'], last: ['Haddad', 'Rahman', 'Nasser'] },
  { female: ['Giulia', 'Sofia', 'Chiara'], male: ['Marco', 'Luca', 'Matteo'], last: ['Rossi', 'Bianchi', 'Ferrari'] },
  { female: ['Lucía', 'Carmen', 'Elena'], male: ['Pablo', 'Diego', 'Javier'], last: ['García', 'Moreno', 'López'] },
  { female: ['Lena', 'Anna', 'Clara'], male: ['Jonas', 'Felix', 'Lukas'], last: ['Müller', 'Schmidt', 'Weber'] },
  {
    female: ['Eleni', 'Katerina', 'Despina'],
    male: ['Nikos', 'Giorgos', 'Dimitris'],
    last: ['Papadopoulos', 'Georgiou', 'Nikolaidis'],
  },
  { female: ['Yui', 'Sakura', 'Hina'], male: ['Haruto', 'Kenji', 'Sota'], last: ['Sato', 'Tanaka', 'Suzuki'] },
];
export const GENDER = { MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];

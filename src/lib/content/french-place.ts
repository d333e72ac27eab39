// French "at / of <place>": the preposition contracts with the name's article ("au Grand Écran", never "à Le Grand
// Écran"); a name without one is treated as masculine, like "cinéma".

type Preposition = 'à' | 'de';

/** The name's leading article, and what it becomes after each preposition. */
const ARTICLES: readonly [RegExp, Record<Preposition, string>][] = [
  [/^les\s+/i, { à: 'aux ', de: 'des ' }],
  [/^le\s+/i, { à: 'au ', de: 'du ' }],
  [/^la\s+/i, { à: 'à la ', de: 'de la ' }],
  [/^l['’]\s*/i, { à: 'à l’', de: 'de l’' }],
];

const WITHOUT_ARTICLE: Record<Preposition, string> = { à: 'au ', de: 'du ' };

function frenchPlace(preposition: Preposition, name: string): string {
  const trimmed = name.trim();
  for (const [article, contracted] of ARTICLES) {
    const match = article.exec(trimmed);
    if (match) return contracted[preposition] + trimmed.slice(match[0].length);
  }
  return WITHOUT_ARTICLE[preposition] + trimmed;
}

/** "au Grand Écran Paris", "à la Pagode", "aux Trois Luxembourg", "à l’Escurial", "au Starlight". */
export function frenchAtPlace(name: string): string {
  return frenchPlace('à', name);
}

/** "du Grand Écran Paris", "de la Pagode", "des Trois Luxembourg", "de l’Escurial", "du Starlight". */
export function frenchOfPlace(name: string): string {
  return frenchPlace('de', name);
}

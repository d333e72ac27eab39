// French "at <place>": à + the name's own article contracts (à + le → au, à + les → aux), so a
// theater named "Le Grand Écran" is "au Grand Écran", never "au Le Grand Écran". A name without
// an article takes "au", as "cinéma" (masculine) would.

const ARTICLES: readonly [RegExp, string][] = [
  [/^les\s+/i, 'aux '],
  [/^le\s+/i, 'au '],
  [/^la\s+/i, 'à la '],
  [/^l['’]\s*/i, 'à l’'],
];

/** "au Grand Écran Paris", "à la Pagode", "aux Trois Luxembourg", "à l’Escurial", "au Starlight". */
export function frenchAtPlace(name: string): string {
  const trimmed = name.trim();
  for (const [article, contracted] of ARTICLES) {
    const match = article.exec(trimmed);
    if (match) return contracted + trimmed.slice(match[0].length);
  }
  return `au ${trimmed}`;
}

import { describe, expect, it } from 'vitest';
import { repairMacRomanMojibake } from './text-repair.ts';

describe('repairMacRomanMojibake (demo catalogue titles)', () => {
  it('restores accented French and Italian titles', () => {
    expect(repairMacRomanMojibake('AstÈrix aux Jeux Olympiques')).toBe('Astérix aux Jeux Olympiques');
    expect(repairMacRomanMojibake("De battre mon coeur s'est arrÍtÈ")).toBe("De battre mon coeur s'est arrêté");
    expect(repairMacRomanMojibake('Per qualche dollaro in pi˘')).toBe('Per qualche dollaro in più');
  });

  it('restores typographic punctuation', () => {
    expect(repairMacRomanMojibake("I Love You Ö Don't Touch Me!")).toBe("I Love You … Don't Touch Me!");
  });

  it('leaves plain ASCII and already-correct text alone', () => {
    expect(repairMacRomanMojibake('The Land Girls')).toBe('The Land Girls');
    expect(repairMacRomanMojibake('東京物語')).toBe('東京物語');
  });
});

describe('repairMacRomanMojibake on symbols that are right already', () => {
  it('turns the Mac Roman Omega back into one half and keeps the cent sign', () => {
    expect(repairMacRomanMojibake('The Naked Gun 2Ω: The Smell of Fear')).toBe('The Naked Gun 2½: The Smell of Fear');
    expect(repairMacRomanMojibake('Ri¢hie Ri¢h')).toBe('Ri¢hie Ri¢h');
    expect(repairMacRomanMojibake('Alien³')).toBe('Alien³');
  });
});

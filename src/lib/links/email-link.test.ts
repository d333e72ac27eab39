import { describe, expect, it } from 'vitest';
import { isEmailLike, toMailtoIfEmailLike } from './email-link.ts';

describe('§2.3 e-mail destinations with the §5 e-mail-like pattern', () => {
  it('turns an e-mail-like destination into a mailto link', () => {
    expect(toMailtoIfEmailLike('info@cinema-lumiere.fr')).toBe('mailto:info@cinema-lumiere.fr');
    expect(toMailtoIfEmailLike('first.last+news_1-x@mail.example.co.uk')).toBe(
      'mailto:first.last+news_1-x@mail.example.co.uk',
    );
  });

  it('keeps an existing mailto: (any case) without doubling it', () => {
    expect(toMailtoIfEmailLike('mailto:info@cinema.fr')).toBe('mailto:info@cinema.fr');
    expect(toMailtoIfEmailLike('MAILTO:info@cinema.fr?subject=Hi')).toBe('mailto:info@cinema.fr?subject=Hi');
  });

  it('follows the §5 pattern exactly', () => {
    expect(isEmailLike('a@b.fr')).toBe(true);
    expect(isEmailLike('a@b.f2')).toBe(false); // the ending is letters only
    expect(isEmailLike('a b@c.fr')).toBe(false);
    expect(isEmailLike('a@b')).toBe(false);
    expect(isEmailLike('é@b.fr')).toBe(false);
    expect(isEmailLike('https://user@host.fr')).toBe(false);
  });

  it('leaves other destinations alone', () => {
    expect(toMailtoIfEmailLike('/contact/')).toBe('/contact/');
    expect(toMailtoIfEmailLike('https://a.fr/@b.fr')).toBe('https://a.fr/@b.fr');
  });
});

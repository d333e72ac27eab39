import { describe, expect, it } from 'vitest';
import {
  buildResetPasswordLink,
  readResetCode,
  readResetEmail,
  shouldPostResetAfterValidation,
} from './password-reset.ts';

describe('§2.5 reset links', () => {
  it('version 1 (RTS): the e-mail and the placeholder token', () => {
    const link = buildResetPasswordLink({
      base: 'https://site.example',
      path: '/account/reset-password/',
      provider: 'RTS',
      version: 1,
      email: 'a@b.fr',
    });
    expect(link).toBe('https://site.example/account/reset-password/?email=a%40b.fr&token=RESET_TOKEN');
  });
  it('BOOST_POS: no e-mail, empty token', () => {
    expect(
      buildResetPasswordLink({
        base: 'https://s.example',
        path: '/r/',
        provider: 'BOOST_POS',
        version: 3,
        email: 'a@b.c',
      }),
    ).toBe('https://s.example/r/?token=');
    expect(
      buildResetPasswordLink({
        base: 'https://s.example',
        path: '/r/',
        provider: 'BOOST_POS_WITHOUT_LOYALTY',
        version: 3,
        email: 'a@b.c',
      }),
    ).toBe('https://s.example/r/?token=');
  });
  it('TAPOS: no e-mail, token 1; CGR: e-mail, empty token', () => {
    expect(
      buildResetPasswordLink({ base: 'https://s.example', path: '/r/', provider: 'TAPOS', version: 3, email: 'a@b.c' }),
    ).toBe('https://s.example/r/?token=1');
    expect(
      buildResetPasswordLink({ base: 'https://s.example', path: '/r/', provider: 'CGR', version: 3, email: 'a@b.c' }),
    ).toBe('https://s.example/r/?email=a%40b.c&token=');
  });
  it('from the current page URL when no path is given', () => {
    expect(
      buildResetPasswordLink({ base: 'https://s.example/x/?a=1#h', provider: 'BOOST_POS', version: 3, email: '' }),
    ).toBe('https://s.example/x/?a=1&token=');
  });
});

describe('§2.5 reset page token', () => {
  it('v1: the provider code after our placeholder, with the e-mail', () => {
    expect(readResetCode('?email=a%40b.fr&token=RESET_TOKEN&token=abc123', 'RTS')).toBe('abc123');
    expect(readResetEmail('?email=a%40b.fr&token=RESET_TOKEN&token=abc123')).toBe('a@b.fr');
    expect(readResetCode('?email=a%40b.fr&token=RESET_TOKEN', 'RTS')).toBeNull();
  });
  it('BOOST_POS: a leading "?token=" is stripped', () => {
    expect(readResetCode('?token=&token=xyz', 'BOOST_POS')).toBe('xyz');
    expect(readResetCode(`?token=${encodeURIComponent('?token=xyz')}`, 'BOOST_POS')).toBe('xyz');
  });
  it('TAPOS: uid={uid}&token={token}', () => {
    expect(readResetCode('?token=1&uid=600001&token=s3cr3t', 'TAPOS')).toBe('uid=600001&token=s3cr3t');
    expect(readResetCode('?token=1', 'TAPOS')).toBeNull();
  });
});

describe('§4.9 version 1 reset order', () => {
  it('posts only after a 200 validation that is not the invalid code', () => {
    expect(shouldPostResetAfterValidation({ statusCode: 200, peachCode: 0 }, 57)).toBe(true);
    expect(shouldPostResetAfterValidation({ statusCode: 400, peachCode: 57 }, 57)).toBe(false);
    expect(shouldPostResetAfterValidation({ statusCode: 200, peachCode: 57 }, 57)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldProblems, type SubmittedField } from './field-errors.ts';

const field = (name: string, value: string, required = true, type = 'text'): SubmittedField => ({
  name,
  value,
  required,
  type,
});

describe('§5 validation on submit: every invalid field, in form order', () => {
  it('names every required field left empty, not only the first', () => {
    expect(
      fieldProblems([
        field('firstName', ''),
        field('lastName', '  '),
        field('email', '', true, 'email'),
        field('password', '', true, 'password'),
        field('zipCode', '', false),
      ]),
    ).toEqual([
      { name: 'firstName', problem: 'required' },
      { name: 'lastName', problem: 'required' },
      { name: 'email', problem: 'required' },
      { name: 'password', problem: 'required' },
    ]);
  });

  it('§5 e-mail pattern: a filled e-mail field must look like an address, required or not', () => {
    expect(fieldProblems([field('email', 'ada@', false, 'email')])).toEqual([{ name: 'email', problem: 'email' }]);
    expect(fieldProblems([field('email', ' ada@example.fr ', true, 'email')])).toEqual([]);
  });

  it('a password of spaces is a password (nothing is trimmed there); an optional empty field is fine', () => {
    expect(fieldProblems([field('password', '   ', true, 'password'), field('zipCode', '', false)])).toEqual([]);
  });

  it('skips fields without a name and reports a name once', () => {
    expect(fieldProblems([field('', ''), field('phone', ''), field('phone', '')])).toEqual([
      { name: 'phone', problem: 'required' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { SIGN_IN_FORM_ERRORS, signInErrorAnchor, signInErrorPath, signInFormErrorOf } from './sign-in-form-post.ts';

describe('§4.2 why a sign-in posted without page JavaScript failed', () => {
  it('round-trips every known word through the sign-in page’s query', () => {
    for (const error of SIGN_IN_FORM_ERRORS) {
      const path = signInErrorPath('connexion', error);
      expect(path.startsWith('/connexion/?')).toBe(true);
      expect(signInFormErrorOf(new URL(path, 'https://site.example').search)).toBe(error);
      // Pointing at the server form's message for it, which CSS shows without JavaScript.
      expect(new URL(path, 'https://site.example').hash).toBe(`#${signInErrorAnchor(error)}`);
    }
  });

  it('says nothing for an unknown, empty or missing word', () => {
    for (const search of ['', '?signInError=', '?signInError=<script>', '?signInError=REFUSED', '?other=refused']) {
      expect(signInFormErrorOf(search)).toBeNull();
    }
  });
});

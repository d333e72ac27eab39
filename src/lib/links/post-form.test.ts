import { describe, expect, it } from 'vitest';
import { describePostForm } from './post-form.ts';

describe('§2.3 post protocol (§9.7 forms default to post)', () => {
  it('posts to the URL without its query, the parameters becoming hidden inputs', () => {
    expect(describePostForm('https://tickets.example.com/start?return=%2Fbook&clubId=7')).toEqual({
      action: 'https://tickets.example.com/start',
      method: 'post',
      hiddenInputs: [
        { name: 'return', value: '/book' },
        { name: 'clubId', value: '7' },
      ],
    });
  });

  it('keeps the UTM parameters on the action URL', () => {
    const form = describePostForm('/newsletter/?email=a%40b.fr&utm_source=fb&utm_medium=social#form');
    expect(form.action).toBe('/newsletter/?utm_source=fb&utm_medium=social#form');
    expect(form.hiddenInputs).toEqual([{ name: 'email', value: 'a@b.fr' }]);
  });

  it('sends every parameter as an input with method get, since get replaces the action query', () => {
    const form = describePostForm('/search/?q=dune&utm_source=fb', 'get');
    expect(form).toEqual({
      action: '/search/',
      method: 'get',
      hiddenInputs: [
        { name: 'q', value: 'dune' },
        { name: 'utm_source', value: 'fb' },
      ],
    });
  });

  it('keeps repeated keys and a URL without a query', () => {
    expect(describePostForm('/a/?x=1&x=2').hiddenInputs).toEqual([
      { name: 'x', value: '1' },
      { name: 'x', value: '2' },
    ]);
    expect(describePostForm('/a/')).toEqual({ action: '/a/', method: 'post', hiddenInputs: [] });
  });
});

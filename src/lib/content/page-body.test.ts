import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../config/load-site.ts';
import { parseSiteFile, SiteConfigError } from '../config/site-schema.ts';
import { pageBodySchema } from './page-body.ts';

describe('generic page body (§2.1 generic page, links of §2.3 in editor content)', () => {
  it('accepts plain paragraphs, paragraphs with inline links, headings and link lists', () => {
    const body = pageBodySchema.parse([
      'Plain text.',
      { type: 'paragraph', content: ['Write to ', { href: 'hello@example.com', label: 'us' }, '.'] },
      { type: 'heading', text: 'Access', id: 'access' },
      { type: 'links', title: 'More', items: [{ href: '', label: 'Soon' }, { href: 'https://x.example/?a=1', label: 'Form', sendAsForm: true }] },
    ]);
    expect(body).toHaveLength(4);
  });

  it('refuses script URLs, bad section ids, empty link lists and a section id used twice', () => {
    expect(pageBodySchema.safeParse([{ type: 'links', items: [{ href: 'javascript:alert(1)', label: 'x' }] }]).success).toBe(false);
    expect(pageBodySchema.safeParse([{ type: 'links', items: [{ href: ' JavaScript:x', label: 'x' }] }]).success).toBe(false);
    expect(pageBodySchema.safeParse([{ type: 'heading', text: 'x', id: 'Has Space' }]).success).toBe(false);
    expect(pageBodySchema.safeParse([{ type: 'links', items: [] }]).success).toBe(false);
    const twice = pageBodySchema.safeParse([
      { type: 'heading', text: 'a', id: 'same' },
      { type: 'heading', text: 'b', id: 'same' },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual([1, 'id']);
  });

  it('names the page field of a bad body in the site configuration error', () => {
    const raw = structuredClone(loadSiteFile('cinema-paris')) as unknown as { pages: { body: unknown[] }[] };
    raw.pages[0]!.body = [{ type: 'links', items: [{ href: 'data:text/html,x', label: 'x' }] }];
    try {
      parseSiteFile(raw, 'site.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SiteConfigError);
      expect((error as SiteConfigError).problems[0]?.path).toMatch(/^pages\.0\.body\.0/);
    }
  });

  it('gives each demo site a practical page whose links exercise every rule of §2.3', () => {
    for (const name of ['cinema-paris', 'circuit-demo']) {
      const site = loadSiteFile(name);
      const hrefs = site.pages.flatMap((page) =>
        page.body.flatMap((block) => {
          if (typeof block === 'string' || block.type === 'heading') return [];
          const links = block.type === 'links' ? block.items : block.content.filter((run) => typeof run !== 'string');
          return links.map((link) => ({ href: link.href, form: link.sendAsForm === true }));
        }),
      );
      const has = (test: (href: string) => boolean) => hrefs.some((link) => test(link.href));
      expect(has((h) => h === ''), `${name}: no destination`).toBe(true);
      expect(has((h) => /^[\w.+-]+@[\w.-]+\.[a-z]+$/i.test(h)), `${name}: e-mail`).toBe(true);
      expect(has((h) => h === '#loyalty-logout'), `${name}: logout`).toBe(true);
      expect(has((h) => /^#[a-z]/.test(h) && h !== '#loyalty-logout' && h !== '#theater-picker'), `${name}: fragment`).toBe(true);
      expect(has((h) => h.startsWith('/')), `${name}: internal`).toBe(true);
      expect(has((h) => h.startsWith('https://')), `${name}: outbound`).toBe(true);
      expect(hrefs.some((link) => link.form), `${name}: post protocol`).toBe(true);
      if (!site.configuration.isSingleLocation) expect(has((h) => h === '#theater-picker'), `${name}: action link`).toBe(true);
    }
  });
});

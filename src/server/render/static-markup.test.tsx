import { createContext, memo, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticMarkup, UnsupportedMarkupError } from './static-markup.ts';

// §2.1, §4.14 poster cards drawn as HTML the page's React never hydrates: the same bytes React would draw.

function Poster({ title, eager }: { title: string; eager: boolean }) {
  return (
    <a className="group flex" href={`/movies/1-${encodeURIComponent(title)}/`} data-link="route">
      <img
        src="/posters/1.svg"
        width={400}
        height={600}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority="high"
      />
      <h3 className="font-bold">{title}</h3>
    </a>
  );
}

function Card({ title, times }: { title: string; times: string[] }) {
  return (
    <article className="flex flex-col" data-plays-at="3001 3002" data-today-times="">
      <Poster title={title} eager={false} />
      <div>
        {['NEW', 'VF'].map((tag) => (
          <span key={tag} aria-hidden={tag === 'VF'}>
            {tag}
          </span>
        ))}
        {null}
        {false}
        <>
          {' '}
          <span className="sr-only" data-new-window>
            (opens in a new window)
          </span>
        </>
      </div>
      <p>
        {times.map((time, index) => (
          <span key={time} data-theater-label={index}>
            Today: {time}
          </span>
        ))}
      </p>
      <label htmlFor="x" tabIndex={-1}>
        {2}
      </label>
      <br />
    </article>
  );
}

describe('static markup of server-drawn regions', () => {
  it('draws what React draws: attributes, escaping, fragments, lists, void elements', async () => {
    const tree = (
      <div className="grid">
        <Card title={`Tom & Jerry's "<Cat>"`} times={['2:15 PM', '7:30 PM']} />
        <Card title="Amélie" times={[]} />
      </div>
    );
    const drawn = await staticMarkup(tree);
    expect(drawn).toBe(renderToStaticMarkup(tree));
    expect(drawn).toContain('Tom &amp; Jerry&#x27;s &quot;&lt;Cat&gt;&quot;');
  });

  it('never writes a javascript: address, as React does not', async () => {
    const tree = (
      <nav>
        <a href="javascript:alert(1)">a</a>
        <a href={' \tJava\nScript:alert(1)'}>b</a>
        <a href="/movies/1-alien/">d</a>
        <form action="javascript:alert(1)" />
      </nav>
    );
    const drawn = await staticMarkup(tree);
    expect(drawn).toBe(renderToStaticMarkup(tree));
    expect(drawn).not.toMatch(/alert/);
    expect(await staticMarkup(<img src="javascript:alert(1)" alt="" />)).not.toMatch(/alert/);
    const object = <object data="javascript:alert(1)" />;
    expect(await staticMarkup(object)).toBe(renderToStaticMarkup(object));
  });

  it('leaves out an empty address as React does, but on a link, where it names the page', async () => {
    const tree = (
      <div>
        <a href="">this page</a>
        <img src="" alt="" />
        <link href="" />
        <object data="" />
        <form action="" />
      </div>
    );
    const drawn = await staticMarkup(tree);
    expect(drawn).toBe(renderToStaticMarkup(tree));
    expect(drawn).toContain('<a href="">');
    expect(drawn).not.toMatch(/src=|<link href|data=/);
  });

  it('refuses attributes that could run script, which React would drop or write unchecked', async () => {
    const refused: Record<string, unknown>[] = [
      { onclick: 'alert(1)' },
      { ONCLICK: 'alert(1)' },
      { onmouseover: 'alert(1)' },
      { srcdoc: '<script>alert(1)</script>' },
      { formaction: 'javascript:alert(1)' },
    ];
    for (const props of refused) {
      await expect(staticMarkup(<button {...props} />), JSON.stringify(props)).rejects.toBeInstanceOf(
        UnsupportedMarkupError,
      );
    }
    // Not an event handler: a plain attribute React writes too.
    const plain = <div {...({ on: 'x' } as Record<string, string>)} />;
    expect(await staticMarkup(plain)).toBe(renderToStaticMarkup(plain));
  });

  it('refuses a boolean attribute given text, or a boolean where React writes none, rather than differ', async () => {
    const refused: Record<string, unknown>[] = [{ hidden: '' }, { checked: 'checked' }, { title: true }];
    for (const props of refused) {
      await expect(staticMarkup(<input {...props} />), JSON.stringify(props)).rejects.toBeInstanceOf(
        UnsupportedMarkupError,
      );
    }
    const kept = (
      <p hidden aria-hidden={false} data-x={true}>
        <a download="">file</a>
        <a download>file</a>
      </p>
    );
    expect(await staticMarkup(kept)).toBe(renderToStaticMarkup(kept));
  });

  it('calls server components, async ones included', async () => {
    async function Title({ name }: { name: string }) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return <h2 id="on-show">{name}</h2>;
    }
    expect(await staticMarkup([<Title key="a" name="À l’affiche" />, 'and', 3])).toBe(
      '<h2 id="on-show">À l’affiche</h2>and3',
    );
  });

  it('refuses what needs React on the page, rather than drawing it wrong', async () => {
    const Memo = memo(function Inner() {
      return <span />;
    });
    const Context = createContext('x');
    const refused: ReactNode[] = [
      <button key="1" onClick={() => undefined} />,
      <span key="2" style={{ color: 'red' }} />,
      <div key="3" dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />,
      <Memo key="4" />,
      <Context.Provider key="5" value="y">
        <span />
      </Context.Provider>,
      <svg key="6" viewBox="0 0 1 1" />,
    ];
    for (const node of refused) await expect(staticMarkup(node)).rejects.toBeInstanceOf(UnsupportedMarkupError);
  });
});

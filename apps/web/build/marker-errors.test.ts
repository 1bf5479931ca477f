// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REACT_MARKER_ERRORS, withMarkerErrors } from './marker-errors.ts';

const require = createRequire(import.meta.url);
const packageFile = (name: string, file: string) =>
  join(dirname(require.resolve(`${name}/package.json`)), file);
const REACT_DOM_CLIENT = packageFile('react-dom', 'cjs/react-dom-client.production.js');

/** The production react-dom client as the build ships it (transformed), with production React. */
function builtReactDom() {
  const { code, count } = withMarkerErrors(readFileSync(REACT_DOM_CLIENT, 'utf8'));
  const React = require(packageFile('react', 'cjs/react.production.js'));
  const requireBuilt = (name: string) =>
    name === 'react'
      ? React
      : name === 'react-dom'
        ? require(packageFile('react-dom', 'cjs/react-dom.production.js'))
        : require(name);
  const module = { exports: {} as typeof import('react-dom/client') };
  new Function('exports', 'require', 'module', code)(module.exports, requireBuilt, module);
  return { React, client: module.exports, count };
}

const built = builtReactDom();
const React = built.React;

/** A unit's name, once its data has arrived (suspends until then). */
function UnitName({ data }: { data: Promise<string> }) {
  return React.createElement('p', null, React.use(data));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("react-dom's marker errors made without a stack", () => {
  it('finds all of them in the react-dom this project installs', () => {
    expect(built.count).toBe(REACT_MARKER_ERRORS.length);
  });

  it('leaves a code without them as it is', () => {
    expect(withMarkerErrors('var x = Error("real");')).toEqual({ code: 'var x = Error("real");', count: 0 });
  });

  it('still suspends on data and shows it once it arrives', async () => {
    let resolve: (text: string) => void = () => {};
    const data = new Promise<string>((done) => {
      resolve = done;
    });
    const container = document.createElement('div');
    built.client
      .createRoot(container)
      .render(
        React.createElement(
          React.Suspense,
          { fallback: React.createElement('p', null, 'Chargement…') },
          React.createElement(UnitName, { data }),
        ),
      );
    await settle();
    expect(container.textContent).toBe('Chargement…');
    resolve('Appartement A.0.01');
    // React shows content that replaces a fallback at most every 300 ms
    await vi.waitFor(() => expect(container.textContent).toBe('Appartement A.0.01'), { timeout: 2000 });
  });

  it('still recovers from HTML that does not match, rendering what the page says', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>Ancien prix</p>';
    const errors: unknown[] = [];
    built.client.hydrateRoot(container, React.createElement('p', null, 'Nouveau prix'), {
      onRecoverableError: (error: unknown) => errors.push(error),
    });
    await settle();
    expect(container.textContent).toBe('Nouveau prix');
    expect(errors).toHaveLength(1);
  });
});

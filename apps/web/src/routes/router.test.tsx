// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import * as ReactRouter from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ORBITAL_ROUTE } from './paths.ts';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useParams,
} from './router.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const urls = [
  '/',
  '/orbital',
  '/orbital/',
  '/ORBITAL/Le%20Parc/a',
  '/orbital/R%C3%A9sidence/a/2/A%2F01',
  '/orbital/p/b/f/u/extra',
  '/visites-virtuelles',
  '/visites-virtuelles/3',
  '/contact',
  '/contact/',
  '/iframe',
  '/iframe/unit/12',
  '/iframe/other',
  '/admin/projects/3',
  '/login',
  '/nowhere/at/all',
];

/** The hooks a page reads its route with, from one router or the other. */
interface RouterKit {
  Outlet: ComponentType;
  useParams: () => Record<string, string | undefined>;
}
const ours: RouterKit = { Outlet, useParams };
const theirs: RouterKit = { Outlet: ReactRouter.Outlet, useParams: ReactRouter.useParams };

function Shown({ name, kit }: { name: string; kit: RouterKit }) {
  return <p>{`${name} ${JSON.stringify(kit.useParams())}`}</p>;
}

function Layout({ name, kit }: { name: string; kit: RouterKit }) {
  return (
    <div>
      {name}: <kit.Outlet />
    </div>
  );
}

describe('the public router', () => {
  it('matches a path as react-router does (optional parts, case, trailing slash, encoded characters)', () => {
    for (const pattern of [ORBITAL_ROUTE, '/contact', '/visites-virtuelles/:tour?', '/admin/*', '/*'])
      for (const url of urls)
        expect(matchPath(pattern, url), `${pattern} ${url}`).toEqual(
          ReactRouter.matchPath(pattern, url) && { params: ReactRouter.matchPath(pattern, url)?.params },
        );
  });

  it('renders for each URL the same route, with the same params, as react-router', () => {
    // the site's table (routes/AppRoutes.tsx), written once for each router
    const table = (R: typeof Route, kit: RouterKit) => [
      <R key="admin" path="/admin/*" element={<Shown name="admin" kit={kit} />} />,
      <R key="login" path="/login" element={<Shown name="login" kit={kit} />} />,
      <R key="iframe" path="/iframe" element={<Layout name="bare" kit={kit} />}>
        <R path="unit/:id" element={<Shown name="v360" kit={kit} />} />
      </R>,
      <R key="site" path="/" element={<Layout name="site" kit={kit} />}>
        <R index element={<Shown name="home" kit={kit} />} />
        <R path={ORBITAL_ROUTE} element={<Shown name="orbital" kit={kit} />} />
        <R path="visites-virtuelles/:tour?" element={<Shown name="tour" kit={kit} />} />
        <R path="contact" element={<Shown name="contact" kit={kit} />} />
        <R path="*" element={<Shown name="not found" kit={kit} />} />
      </R>,
    ];
    for (const url of urls) {
      const oursShown = render(
        <MemoryRouter initialEntries={[url]}>
          <Routes>{table(Route, ours)}</Routes>
        </MemoryRouter>,
      );
      const theirsShown = render(
        <ReactRouter.MemoryRouter initialEntries={[url]}>
          <ReactRouter.Routes>{table(ReactRouter.Route as typeof Route, theirs)}</ReactRouter.Routes>
        </ReactRouter.MemoryRouter>,
      );
      expect(oursShown.container.innerHTML, url).toBe(theirsShown.container.innerHTML);
      oursShown.unmount();
      theirsShown.unmount();
    }
  });
});

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

function site(children: ReactNode, basename?: string) {
  return render(
    <BrowserRouter basename={basename}>
      {children}
      <Where />
    </BrowserRouter>,
  );
}

describe('links', () => {
  it('open their page in a new history entry, with what they carry, and Back returns', async () => {
    site(
      <Link to="/contact" state={{ unit: 7 }}>
        Contact
      </Link>,
    );
    const before = window.history.length;
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Contact' })));
    expect(screen.getByRole('status').textContent).toBe('/contact {"unit":7}');
    expect(window.location.pathname).toBe('/contact');
    expect(window.history.length).toBe(before + 1);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('status').textContent).toBe('/ null');
  });

  it('replace the entry when they lead to the page already shown', async () => {
    window.history.replaceState(null, '', '/contact');
    site(<Link to="/contact">Contact</Link>);
    const before = window.history.length;
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Contact' })));
    expect(window.history.length).toBe(before);
  });

  it('leave a click with a modifier key (new tab) to the browser', async () => {
    site(<Link to="/contact">Contact</Link>);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Contact' }), { ctrlKey: true }));
    expect(screen.getByRole('status').textContent).toBe('/ null');
  });

  it('point under the basename of the framed site', async () => {
    window.history.replaceState(null, '', '/embed/orbital');
    site(<Link to="/contact">Contact</Link>, '/embed');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/embed/contact');
    expect(screen.getByRole('status').textContent).toBe('/orbital null');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Contact' })));
    expect(window.location.pathname).toBe('/embed/contact');
  });

  it('mark the menu entry of the page shown and of the pages under it', () => {
    window.history.replaceState(null, '', '/visites-virtuelles/2');
    site(
      <>
        <NavLink to="/visites-virtuelles" className="site-nav__link">
          Tours
        </NavLink>
        <NavLink to="/contact" className="site-nav__link">
          Contact
        </NavLink>
      </>,
    );
    const tours = screen.getByRole('link', { name: 'Tours' });
    expect(tours.getAttribute('aria-current')).toBe('page');
    expect(tours.className).toBe('site-nav__link active');
    expect(screen.getByRole('link', { name: 'Contact' }).hasAttribute('aria-current')).toBe(false);
  });
});

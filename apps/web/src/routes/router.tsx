import {
  Children,
  type ComponentProps,
  createContext,
  forwardRef,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * The public site's router: the part of react-router's declarative API the public pages use
 * (routes, links, location, params, search), with the same URLs, matching and history entries,
 * in 2 KB instead of react-router's 14 KB gzip before the model's first frame. The back office,
 * written against react-router, gets react-router's context from this one (ReactRouterBridge.tsx),
 * loaded with it.
 *
 * What it leaves out of react-router: links relative to a route (`to` is a path from the site's
 * root, or a `?search` on the current page), route ranking (the first route written that matches
 * wins, so the route table lists specific paths before `*`), data routers, loaders, prefetching.
 */

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  /** What the navigation carried (`<Link state>`), kept in the history entry as react-router does. */
  state: unknown;
  /** "default" for the entry the visitor landed on, a new random key for each navigation. */
  key: string;
}

export type To = string | Partial<Path>;

/** Moves through the history; the paths are the app's (the basename is added here). */
export interface Navigator {
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
}

interface RouterState {
  location: Location;
  navigator: Navigator;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

export type Params = Record<string, string | undefined>;

function useRouterState(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('a route hook is used outside <BrowserRouter>');
  return state;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

/** The URL of a path whose search and hash are "" or start with "?" and "#" (as parsePath and resolvePath give them). */
export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Path>) =>
  pathname + search + hash;

/** `to` from the current page, as react-router resolves an absolute path or a search. */
function resolvePath(to: To, from: string): Path {
  const { pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  let resolved = from;
  if (pathname) {
    const segments = pathname.startsWith('/') ? [''] : from.replace(/\/+$/, '').split('/');
    for (const segment of pathname
      .replace(/[\\/]{2,}/g, '/')
      .replace(/^\//, '')
      .split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    resolved = segments.length > 1 ? segments.join('/') : '/';
  }
  return {
    pathname: resolved,
    search: !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`,
    hash: !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`,
  };
}

/** The pathname under the basename, or null when the URL is not under it. */
function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const next = pathname.charAt(basename.length);
  if (next && next !== '/') return null;
  return pathname.slice(basename.length) || '/';
}

const newKey = () => Math.random().toString(36).substring(2, 10);

/** The history entries of the browser: { usr: state, key, idx } in history.state, as react-router writes them. */
function browserHistory(basename: string, listener: { current: () => void }) {
  const history = window.history;
  if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, '');
  const index = (): number => history.state?.idx ?? 0;
  const createHref = (to: To) => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const pathname = path.pathname ?? '/';
    const joined = basename === '/' ? pathname : pathname === '/' ? basename : `${basename}${pathname}`;
    return createPath({ ...path, pathname: joined });
  };
  const navigator: Navigator = {
    createHref,
    push(to, state) {
      const url = createHref(to);
      try {
        history.pushState({ usr: state ?? null, key: newKey(), idx: index() + 1 }, '', url);
      } catch (error) {
        // as react-router: past the browser's limit of entries, the page is loaded instead
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
      }
      listener.current();
    },
    replace(to, state) {
      history.replaceState({ usr: state ?? null, key: newKey(), idx: index() }, '', createHref(to));
      listener.current();
    },
    go: (delta) => history.go(delta),
  };
  return navigator;
}

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

/** Gives the pages a location and a navigator; renders nothing when the URL is not under `basename`. */
function Router({
  location,
  navigator,
  basename = '/',
  children,
}: RouterState & { basename?: string; children: ReactNode }) {
  const state = useMemo(() => {
    const pathname = stripBasename(location.pathname, basename);
    return pathname == null ? null : { location: { ...location, pathname }, navigator };
  }, [location, navigator, basename]);
  return state && <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The site's router in the browser, under `basename` (the framed site is under /embed). */
export function BrowserRouter({ basename = '/', children }: { basename?: string; children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  // as react-router's BrowserRouter: a navigation renders the next page in a transition
  const listener = useRef(() => startTransition(() => setLocation(browserLocation())));
  const [navigator] = useState(() => browserHistory(basename, listener));
  useLayoutEffect(() => {
    const onPop = () => listener.current();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <Router location={location} navigator={navigator} basename={basename}>
      {children}
    </Router>
  );
}

function refusedNavigation(): never {
  throw new Error('a page rendered on the server cannot navigate');
}

/** The router of a server render: one location, no history. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const { pathname = '/', search = '', hash = '' } = parsePath(location);
  const state = { pathname, search, hash, state: null, key: 'default' };
  const navigator: Navigator = {
    createHref: (to) => createPath(typeof to === 'string' ? parsePath(to) : to),
    push: refusedNavigation,
    replace: refusedNavigation,
    go: refusedNavigation,
  };
  return (
    <Router location={state} navigator={navigator}>
      {children}
    </Router>
  );
}

/** A history kept in memory, for tests: entries are paths or { pathname, state }. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: (string | { pathname: string; search?: string; state?: unknown })[];
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((entry, index): Location => {
      const path = typeof entry === 'string' ? parsePath(entry) : entry;
      const state = typeof entry === 'string' ? null : (entry.state ?? null);
      return { ...resolvePath(path, '/'), state, key: index === 0 ? 'default' : newKey() };
    }),
    index: initialEntries.length - 1,
  }));
  const navigator = useMemo<Navigator>(() => {
    const move = (to: To, state: unknown, replace: boolean) =>
      startTransition(() =>
        setHistory(({ entries, index }) => {
          const entry = { ...resolvePath(to, '/'), state: state ?? null, key: newKey() };
          const kept = entries.slice(0, replace ? index : index + 1);
          return { entries: [...kept, entry], index: kept.length };
        }),
      );
    return {
      createHref: (to) => createPath(typeof to === 'string' ? parsePath(to) : to),
      push: (to, state) => move(to, state, false),
      replace: (to, state) => move(to, state, true),
      go: (delta) =>
        startTransition(() =>
          setHistory(({ entries, index }) => ({
            entries,
            index: Math.min(Math.max(index + delta, 0), entries.length - 1),
          })),
        ),
    };
  }, []);
  return (
    <Router location={history.entries[history.index] as Location} navigator={navigator}>
      {children}
    </Router>
  );
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** The navigator under the pages (for react-router-bridge.tsx). */
export function useNavigator(): Navigator {
  return useRouterState().navigator;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** navigate(path, options), or navigate(-1); ignored while rendering, as in react-router (call it from an effect or a handler). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { location, navigator } = useRouterState();
  const active = useRef(false);
  useLayoutEffect(() => {
    active.current = true;
  });
  return useCallback(
    (to, options = {}) => {
      if (!active.current) return;
      if (typeof to === 'number') return navigator.go(to);
      const path = resolvePath(to, location.pathname);
      (options.replace ? navigator.replace : navigator.push)(path, options.state);
    },
    [navigator, location.pathname],
  );
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = createPath(resolvePath(to, pathname));
  useEffect(() => navigate(path, { replace, state }), [navigate, path, replace, state]);
  return null;
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/** An <a> whose plain left click moves through the history (another tab, a modified click: the browser's link). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { location, navigator } = useRouterState();
  const navigate = useNavigate();
  const path = resolvePath(to, location.pathname);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // a link to the page the visitor is on replaces its entry, as in react-router
    navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...rest} href={navigator.createHref(path)} onClick={follow} target={target} ref={ref} />;
});

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  end?: boolean;
};

/** A link marked `active` (class and aria-current="page") on its page and the pages under it. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className = '', ...rest },
  ref,
) {
  const { location } = useRouterState();
  const here = location.pathname.toLowerCase();
  const target = new URL(resolvePath(to, location.pathname).pathname, 'http://x').pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...rest} to={to} ref={ref} className={classes} aria-current={isActive ? 'page' : undefined} />
  );
});

/** Compiles a route pattern as react-router does (`:param`, `:param?`, a final `*`), case-insensitive, to match a whole path. */
function compilePath(path: string): [RegExp, { name: string; optional?: boolean }[]] {
  const params: { name: string; optional?: boolean }[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(
      /\/:([\w-]+)(\?)?/g,
      (match, name: string, optional: string | undefined, index: number, all: string) => {
        params.push({ name, optional: optional != null });
        if (!optional) return '/([^\\/]+)';
        const next = all.charAt(index + match.length);
        return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
      },
    )
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  if (path.endsWith('*')) {
    params.push({ name: '*' });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return [new RegExp(source, 'i'), params];
}

/** The params of `pathname` when it matches the whole pattern, else null (react-router's matchPath). */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const [matcher, names] = compilePath(pattern);
  const match = pathname.match(matcher);
  if (!match) return null;
  const params: Params = {};
  names.forEach(({ name, optional }, index) => {
    const value = match[index + 1];
    params[name] = optional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return { params };
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A line of the route table; <Routes> reads it and renders the element of the matching one. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

type Branch = { pattern: string; elements: ReactNode[] };

/** Each route, nested ones before their parent, with its full pattern and the elements from the outermost. */
function branchesOf(children: ReactNode, parentPath = '/', parents: ReactNode[] = []): Branch[] {
  const branches: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) return;
    const { path, index, element = <Outlet />, children: nested } = child.props;
    const pattern =
      path === undefined
        ? parentPath
        : path.startsWith('/')
          ? path
          : `${parentPath.replace(/\/$/, '')}/${path}`;
    const elements = [...parents, element];
    branches.push(...branchesOf(nested, pattern, elements));
    if (path !== undefined || index) branches.push({ pattern, elements });
  });
  return branches;
}

/** Decodes each segment as react-router does before matching (an encoded "/" stays %2F). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** Renders the first route (in the order written) whose pattern matches the whole path, inside its parents' elements. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(() => branchesOf(children), [children]);
  const decoded = decodePath(pathname);
  for (const { pattern, elements } of branches) {
    const match = matchPath(pattern, decoded);
    if (!match) continue;
    // each element gets the params and, as its outlet, the next one (the innermost has none)
    let outlet: ReactNode = null;
    for (const element of [...elements].reverse()) {
      outlet = (
        <RouteContext.Provider value={{ params: match.params, outlet }}>{element}</RouteContext.Provider>
      );
    }
    return outlet;
  }
  return null;
}

/** Where a layout route shows its matching child. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

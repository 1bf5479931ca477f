import { canOpenUnit } from '@vitrine/core/display-rules';
import { isListedOrigin } from '@vitrine/core/embed-origins';
import { embedEvent, readEmbedCommand, type TEmbedEvent } from '@vitrine/core/schemas/embed';
import { useEffect, useMemo, useRef } from 'react';
import { useDomainQuery } from '../../api/domain-query.ts';
import { usePageHost } from '../../app/page-request.ts';
import { ORBITAL_ROUTE } from '../../routes/paths.ts';
import { matchPath, useLocation, useNavigate } from '../../routes/router.tsx';
import { resolveOrbitalPlace } from '../orbital/resolve-place.ts';
import { pageFlag } from '../page-query.ts';
import { onLeadSent, requestFilter } from './embed-signals.ts';
import { eventTargets, listedOrigins, parentOrigin } from './embed-targets.ts';
import { unitPageOf } from './unit-of-site.ts';

/**
 * The postMessage bridge of the embed page (core schemas/embed.ts, version 1). Reads commands
 * only from the page around (`event.source` is the parent) on an origin the site lists
 * (`event.origin`); says `ready` once listening, `unit-opened` when a unit's sheet opens (by a
 * click or a command), `lead-sent` when a form is taken, `error` when a command did nothing.
 */
export default function EmbedBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const host = usePageHost();
  const domain = useDomainQuery().data;
  const listed = useMemo(() => listedOrigins(document), []);
  const lastSender = useRef<string | null>(null);
  const framed = window.parent !== window;

  const post = useMemo(() => {
    const parent = parentOrigin(window.location, document.referrer, listed);
    return (event: TEmbedEvent) => {
      if (!framed) return;
      for (const target of eventTargets(lastSender.current, parent, listed))
        window.parent.postMessage(event, target);
    };
  }, [framed, listed]);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.source !== window.parent || !isListedOrigin(event.origin, listed)) return;
      const command = readEmbedCommand(event.data);
      if (command === null) return;
      lastSender.current = event.origin;
      if (command === 'invalid') {
        post(
          embedEvent<'error'>({
            type: 'error',
            reason: 'invalid-command',
            command: String(event.data?.type),
          }),
        );
        return;
      }
      if (command.type === 'apply-filter') {
        requestFilter(command.filter);
        return;
      }
      const target = domain ? unitPageOf(domain, command.unit_id) : { error: 'unknown-unit' as const };
      if ('path' in target) navigate(target.path);
      else post(embedEvent<'error'>({ type: 'error', reason: target.error, command: command.type }));
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [domain, listed, navigate, post]);

  // commands need the site's data: the page around hears `ready` once it is there
  const loaded = domain !== undefined;
  useEffect(() => {
    if (loaded) post(embedEvent<'ready'>({ type: 'ready' }));
  }, [loaded, post]);

  useEffect(
    () => onLeadSent((lead) => post(embedEvent<'lead-sent'>({ type: 'lead-sent', ...lead }))),
    [post],
  );

  // a unit's sheet is open when its page says so (?showUnit=true) and the unit opens
  const opened = useMemo(() => {
    const params = matchPath(ORBITAL_ROUTE, location.pathname)?.params;
    if (!domain || !params?.unit || !pageFlag(location.search, 'showUnit')) return null;
    const place = resolveOrbitalPlace(domain, params, host);
    return place?.unit && canOpenUnit(place.unit, place.project.settings) ? place.unit : null;
  }, [domain, host, location.pathname, location.search]);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!opened || reported.current === location.key) return;
    reported.current = location.key;
    post(
      embedEvent<'unit-opened'>({
        type: 'unit-opened',
        unit: { id: opened.id, name: opened.name, fullname: opened.fullname },
      }),
    );
  }, [opened, location.key, post]);

  return null;
}

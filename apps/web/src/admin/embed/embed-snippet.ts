import { EMBED_SOURCE, EMBED_VERSION } from '@vitrine/core/schemas/embed';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The code a developer pastes in a page of their site: a responsive frame on the project's embed
 * page and a small script that reads the showcase's events and sends it commands (version 1).
 */
export function embedSnippet(options: { siteOrigin: string; embedPath: string; title: string }): string {
  const { siteOrigin, embedPath, title } = options;
  const envelope = `source: '${EMBED_SOURCE}', version: ${EMBED_VERSION}`;
  return `<iframe id="vitrine-showcase" src="${escapeHtml(siteOrigin + embedPath)}" title="${escapeHtml(title)}"
  style="display:block;width:100%;aspect-ratio:16/9;min-height:480px;border:0" allow="fullscreen"></iframe>
<script>
  (() => {
    const origin = ${JSON.stringify(siteOrigin)};
    const frame = document.getElementById('vitrine-showcase');
    const send = (message) => frame.contentWindow.postMessage({ ${envelope}, ...message }, origin);
    // events: ready, unit-opened { unit }, lead-sent { form, unit_id }, error { reason, command }
    window.addEventListener('message', (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      if (event.data?.source !== '${EMBED_SOURCE}') return;
      document.dispatchEvent(new CustomEvent('vitrine:' + event.data.type, { detail: event.data }));
    });
    // commands, once 'vitrine:ready' was dispatched
    window.vitrine = {
      openUnit: (unitId) => send({ type: 'open-unit', unit_id: unitId }),
      applyFilter: (filter) => send({ type: 'apply-filter', filter }),
    };
  })();
</script>`;
}

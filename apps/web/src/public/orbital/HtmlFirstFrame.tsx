import { EARLY_FRAMES_SCRIPT } from '@vitrine/core/early-frames';
import { EARLY_PREVIEWS_MEDIA, earlyPreviewUrls } from './early-first-frame.ts';
import { HTML_FIRST_FRAME_TIMING, htmlFirstFrameSources } from './html-first-frame.ts';

/**
 * Frame 0 as a plain picture in the server's HTML, placed where the engine will draw it (the
 * initial scale by window width lives in orbital.css): the model is on screen before the
 * script has arrived. The engine takes its pixels over and the viewer then removes it.
 *
 * On a wide screen the HTML's one inline script (core's early-frames.ts, allowed by its hash) also
 * starts the rest of the turn's previews, in the order the viewer asks for them, while the page's
 * script is still on its way; the viewer takes these downloads (fetchPreviewsEarly).
 */
export function HtmlFirstFrame({ folder }: { folder: string }) {
  const { webp, jpg } = htmlFirstFrameSources(folder);
  return (
    <>
      <picture className="orbital-viewer__first">
        <source type="image/webp" srcSet={webp} />
        <img
          src={jpg}
          alt=""
          data-first-frame={folder}
          fetchPriority="high"
          // Element Timing's attribute, not in React's types
          {...{ elementtiming: HTML_FIRST_FRAME_TIMING }}
        />
      </picture>
      <script
        data-media={EARLY_PREVIEWS_MEDIA}
        data-urls={earlyPreviewUrls(folder, 'webp').join(' ')}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed text, the page's CSP allows it by its hash
        dangerouslySetInnerHTML={{ __html: EARLY_FRAMES_SCRIPT }}
      />
    </>
  );
}

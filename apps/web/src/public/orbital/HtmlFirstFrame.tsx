import { FIRST_FRAME_WIDTH, framesOutwardFrom } from '@vitrine/core/frame-loading';
import { frameUrl } from './frame-url.ts';
import { HTML_FIRST_FRAME_TIMING, HTML_PREVIEWS_MEDIA, htmlFirstFrameSources } from './html-first-frame.ts';

/**
 * Frame 0 as a plain picture in the server's HTML, placed where the engine will draw it (the
 * initial scale by window width lives in orbital.css): the model is on screen before the
 * script has arrived. The engine takes its pixels over and the viewer then removes it.
 *
 * On a wide screen the HTML also starts the rest of the turn's previews, in the order the viewer
 * asks for them (outward from frame 0), so that they arrive while the script is still on its way;
 * the viewer's own requests for them are answered by these downloads.
 */
export function HtmlFirstFrame({ folder }: { folder: string }) {
  const { webp, jpg } = htmlFirstFrameSources(folder);
  return (
    <>
      {/* ahead of the previews' downloads in <head>, which would otherwise take the connections first */}
      <link
        rel="preload"
        as="image"
        href={webp}
        type="image/webp"
        fetchPriority="high"
        media={HTML_PREVIEWS_MEDIA}
      />
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
      {framesOutwardFrom(0)
        .slice(1)
        .map((frame) => (
          <link
            key={frame}
            rel="preload"
            as="fetch"
            href={frameUrl(folder, frame, FIRST_FRAME_WIDTH, 'webp')}
            crossOrigin="anonymous"
            fetchPriority="low"
            media={HTML_PREVIEWS_MEDIA}
          />
        ))}
    </>
  );
}

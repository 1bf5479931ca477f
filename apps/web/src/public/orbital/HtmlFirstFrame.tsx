import { HTML_FIRST_FRAME_TIMING, htmlFirstFrameSources } from './html-first-frame.ts';

/**
 * Frame 0 as a plain picture in the server's HTML, placed where the engine will draw it (the
 * initial scale by window width lives in orbital.css): the model is on screen before the
 * script has arrived. The engine takes its pixels over and the viewer then removes it. On a wide
 * screen the script starts the rest of the turn's previews as soon as it runs (fetchPreviewsEarly).
 */
export function HtmlFirstFrame({ folder }: { folder: string }) {
  const { webp, jpg } = htmlFirstFrameSources(folder);
  return (
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
  );
}

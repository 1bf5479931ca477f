/**
 * The one inline script of the model's page: it starts downloading the turn's previews while the
 * page's own script is still on its way (issue 18 point 1). Its text never varies, so that the
 * page's Content Security Policy allows it by its hash and no other inline script; what it
 * downloads is in its data attributes (`data-urls`, space-separated, on screens matching
 * `data-media`). The downloads wait in `window[EARLY_FRAMES_GLOBAL]`, by address, for the viewer.
 */
export const EARLY_FRAMES_GLOBAL = '__vitrineEarlyFrames';

export const EARLY_FRAMES_SCRIPT = `(function(s){if(typeof createImageBitmap!=='function'||!matchMedia(s.dataset.media).matches)return;var m=window.${EARLY_FRAMES_GLOBAL}={};s.dataset.urls.split(' ').forEach(function(u){var r=fetch(u,{credentials:'same-origin'});r.catch(function(){});m[u]=r})})(document.currentScript)`;

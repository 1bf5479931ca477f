import type { TSetting } from '@vitrine/core';
import { settingImageUrl } from '@vitrine/core/settings';

/** Logo variants that read on the gallery bar's dark (secondary colour) background, best first. */
const BAR_LOGOS = ['white-logo', 'upper-left-logo-neg', 'secondary-logo'] as const;

/** The gallery bar's logo, or nothing when the domain has none of the variants. */
export function GalleryLogo({ settings, alt }: { settings: readonly TSetting[]; alt: string }) {
  const url = BAR_LOGOS.map((name) => settingImageUrl(settings, name)).find(Boolean);
  if (!url) return null;
  return (
    <span className="gallery-page__logo">
      <img src={url} alt={alt} />
    </span>
  );
}

import type { ResponsiveLogo } from './logos.ts';

/**
 * A logo that switches variant at a width breakpoint, without JavaScript (<picture>). The image
 * scales down to its container's bounds whole (`.logo-image`: object-fit contain), never cropped.
 */
export function Logo({
  logo,
  breakpoint,
  alt,
  className,
}: {
  logo: ResponsiveLogo;
  breakpoint: number;
  alt: string;
  className?: string;
}) {
  const fallback = logo.wide ?? logo.narrow;
  if (!fallback) return <span className={`logo-text ${className ?? ''}`}>{alt}</span>;
  return (
    <picture className={`logo-picture ${className ?? ''}`}>
      {logo.narrow && <source media={`(max-width: ${breakpoint}px)`} srcSet={logo.narrow} />}
      <img className="logo-image" src={fallback} alt={alt} />
    </picture>
  );
}

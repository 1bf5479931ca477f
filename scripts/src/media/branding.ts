import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { LOGO_SETTINGS } from '../model/demo-domains.ts';
import { storagePaths } from '../storage-paths.ts';

export interface Brand {
  domain: string;
  title: string;
  company: string;
  mainColor: string;
  secondaryColor: string;
}

export const BRANDS: Brand[] = [
  {
    domain: 'sambre',
    title: 'Les Jardins de la Sambre',
    company: 'Horizon Promotion',
    mainColor: '#1e4d5c',
    secondaryColor: '#c79a4b',
  },
  {
    domain: 'meuse',
    title: 'Les Quais de Meuse',
    company: 'Atelier Meuse',
    mainColor: '#2f3a4a',
    secondaryColor: '#d9643a',
  },
];

export function domainTitle(domain: string): string {
  return BRANDS.find((brand) => brand.domain === domain)?.title ?? domain;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A wordmark with a small building-and-river mark, in `ink` (mark) and `text` colours. */
function wordmark(title: string, subtitle: string, ink: string, accent: string, textColor: string): string {
  const width = Math.round(180 + Math.max(title.length * 28, subtitle.length * 21));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="180" viewBox="0 0 ${width} 180">
  <g transform="translate(20 20)">
    <rect x="0" y="30" width="54" height="96" rx="4" fill="${ink}"/>
    <rect x="62" y="62" width="46" height="64" rx="4" fill="${ink}" opacity="0.8"/>
    <path d="M -4 140 Q 30 126 56 140 T 116 140" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <g fill="${textColor === ink ? '#ffffff' : textColor}" opacity="0.9">
      <rect x="10" y="44" width="12" height="14"/><rect x="32" y="44" width="12" height="14"/>
      <rect x="10" y="70" width="12" height="14"/><rect x="32" y="70" width="12" height="14"/>
      <rect x="74" y="76" width="10" height="12"/><rect x="90" y="76" width="10" height="12"/>
    </g>
  </g>
  <text x="160" y="92" font-family="${FONT}" font-size="46" font-weight="bold" fill="${textColor}">${escapeXml(title)}</text>
  <text x="162" y="136" font-family="${FONT}" font-size="26" letter-spacing="4" fill="${accent}">${escapeXml(subtitle.toUpperCase())}</text>
</svg>`;
}

function companyMark(company: string, ink: string, accent: string): string {
  const width = Math.round(160 + company.length * 25);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="140" viewBox="0 0 ${width} 140">
  <circle cx="70" cy="70" r="52" fill="none" stroke="${accent}" stroke-width="10"/>
  <path d="M 30 84 L 110 84" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>
  <text x="140" y="86" font-family="${FONT}" font-size="40" font-weight="bold" fill="${ink}">${escapeXml(company)}</text>
</svg>`;
}

/** Draws the five logos of a domain as transparent PNGs. */
export async function writeLogos(root: string, brand: Brand): Promise<void> {
  const svgs: Record<(typeof LOGO_SETTINGS)[number], string> = {
    'upper-left-logo': wordmark(brand.title, brand.company, brand.mainColor, brand.secondaryColor, '#1d1d1f'),
    'upper-left-logo-neg': wordmark(brand.title, brand.company, '#ffffff', brand.secondaryColor, '#ffffff'),
    'secondary-logo': companyMark(brand.company, brand.mainColor, brand.secondaryColor),
    'white-logo': wordmark(brand.title, brand.company, '#ffffff', '#ffffff', '#ffffff'),
    'black-logo': wordmark(brand.title, brand.company, '#000000', '#000000', '#000000'),
  };
  await mkdir(path.join(root, path.dirname(storagePaths.branding(brand.domain, 'x'))), { recursive: true });
  await Promise.all(
    Object.entries(svgs).map(([name, svg]) =>
      sharp(Buffer.from(svg))
        .png()
        .toFile(path.join(root, storagePaths.branding(brand.domain, name))),
    ),
  );
}

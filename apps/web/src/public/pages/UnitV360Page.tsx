/** unit-v360 (/iframe/unit/{id}): built with the other media viewers in public/media. */
export { default } from '../media/UnitV360Page.tsx';

/** The exterior options a unit may have, as the search filter and the unit sheet name them. */
export const UNIT_OPTIONS = ['has_garden', 'has_terrace', 'has_balcony', 'has_loggia'] as const;
export type TUnitOption = (typeof UNIT_OPTIONS)[number];

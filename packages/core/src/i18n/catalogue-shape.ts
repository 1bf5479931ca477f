/** The shape a translated catalogue part must have: the French part's keys, any strings. */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };

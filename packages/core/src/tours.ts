/** At most this many virtual tours exist in the public menu. */
export const MAX_TOURS = 4;

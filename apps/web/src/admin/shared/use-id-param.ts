import { useParams } from 'react-router';

/** A numeric route parameter, or null when absent or not a number. */
export function useIdParam(name = 'id'): number | null {
  const value = useParams()[name];
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

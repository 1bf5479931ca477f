import { type DomainFlag, flag } from '@vitrine/core';
import { useDomain } from '../api/domain-query.ts';

/** A domain-scope flag with the spec's defaults (§6). */
export function useDomainFlag(name: DomainFlag): boolean {
  return flag(useDomain().settings, name);
}

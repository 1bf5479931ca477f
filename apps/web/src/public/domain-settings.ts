import type { DomainFlag } from '@vitrine/core';
import { flag } from '@vitrine/core/settings';
import { useDomain } from '../api/domain-query.ts';

/** A domain-scope flag with the spec's defaults (§6). */
export function useDomainFlag(name: DomainFlag): boolean {
  return flag(useDomain().settings, name);
}

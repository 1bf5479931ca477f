import { admins, type Rule } from '../resources/resource.ts';

/** Who hands out a kiosk link for a site: its corporation's admins, and root (README.md). */
export const kioskPolicy = { createLink: admins } satisfies Record<string, Rule>;

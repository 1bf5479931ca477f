import { check, ZId, ZNullableId } from './common.ts';
import { ZCorporation } from './corporation.ts';
import { ZSetting } from './setting.ts';
import { z } from './zod.ts';

export const ROLE = { ROOT: 1, ADMIN: 2, USER: 4 } as const;
export const ROLES = [ROLE.ROOT, ROLE.ADMIN, ROLE.USER] as const;
export const ZRole = z.union([z.literal(1), z.literal(2), z.literal(4)]);
export type TRole = z.infer<typeof ZRole>;

/** A role of 2 or lower sees every corporation's projects and corporations. */
export function hasBroadAccess(role: TRole): boolean {
  return role <= ROLE.ADMIN;
}

export const ZUser = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  role: ZRole,
  corporation_id: ZId.nullable(),
  settings: z.array(ZSetting).optional(),
  get corporation() {
    return ZCorporation.nullable().optional();
  },
});
export type TUser = z.infer<typeof ZUser>;

export const PASSWORD_MIN_LENGTH = 8;

const userFields = {
  name: z.string().trim().min(1).max(255),
  email: z.email().trim().toLowerCase().max(255),
  role: z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), ZRole),
  corporation_id: ZNullableId.optional(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(255).optional(),
  password_confirmation: z.string().optional(),
};

function passwordsMatch(input: {
  password?: string | undefined;
  password_confirmation?: string | undefined;
}) {
  return !input.password || input.password === input.password_confirmation;
}
const confirmed = { path: ['password'], ...check('validation.confirmed') };

/**
 * Update: the password changes only when given; on one's own account, with the current password
 * (checked by the server).
 */
export const ZUserInput = z
  .object({ ...userFields, current_password: z.string().max(255).optional() })
  .refine(passwordsMatch, confirmed);
export type TUserInput = z.infer<typeof ZUserInput>;

/** Create: the password is required. */
export const ZUserCreateInput = z
  .object({ ...userFields, password: z.string().min(PASSWORD_MIN_LENGTH).max(255) })
  .refine(passwordsMatch, confirmed);
export type TUserCreateInput = z.infer<typeof ZUserCreateInput>;

export const ZLoginInput = z.object({
  email: z.email().trim().toLowerCase(),
  password: z.string().min(1),
  remember: z.boolean().default(true),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

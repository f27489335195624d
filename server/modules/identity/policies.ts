/**
 * The static role every side (host and each tenant) has, holding every permission
 * (server/modules/permissions/seed.ts). What a role grants is stored: permissions/store.ts.
 */
export const ADMIN_ROLE = 'admin';

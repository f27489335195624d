/**
 * The administration screens, as `area/page` paths. This pattern is all the first screen carries
 * of the admin area (the route's guard tells an admin path from an unknown one with it); the
 * screens, their policies and texts load only when an administrator opens one.
 */
const ADMIN_PATH =
  /^(identity\/(roles|users)|tenant-management\/tenants|setting-management\/(gotrack|features)|back-office\/requests)$/;

export type AdminPath =
  | 'identity/roles'
  | 'identity/users'
  | 'tenant-management/tenants'
  | 'setting-management/gotrack'
  | 'setting-management/features'
  | 'back-office/requests';

export const isAdminPath = (path: string): path is AdminPath => ADMIN_PATH.test(path);

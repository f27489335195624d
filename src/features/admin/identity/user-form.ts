import type {
  IdentityUserDto,
  UserCreateInput,
  UserUpdateInput,
} from '../../../api/contract/identity-admin.ts';

/** What the user dialog's fields hold; strings stay as typed until Save. */
export interface UserFormValues {
  userName: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  password: string;
  isActive: boolean;
  lockoutEnabled: boolean;
}

export const formValues = (user: IdentityUserDto | null): UserFormValues => ({
  userName: user?.userName ?? '',
  name: user?.name ?? '',
  surname: user?.surname ?? '',
  email: user?.email ?? '',
  phoneNumber: user?.phoneNumber ?? '',
  password: '',
  isActive: user?.isActive ?? true,
  lockoutEnabled: user?.lockoutEnabled ?? true,
});

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function createBody(v: UserFormValues, roleNames: string[] | undefined): UserCreateInput {
  return {
    userName: v.userName.trim(),
    name: orNull(v.name),
    surname: orNull(v.surname),
    email: orNull(v.email),
    phoneNumber: orNull(v.phoneNumber),
    isActive: v.isActive,
    lockoutEnabled: v.lockoutEnabled,
    password: v.password,
    ...(roleNames ? { roleNames } : {}),
  };
}

/** An empty password on edit keeps the current one (it is left out). */
export function updateBody(
  v: UserFormValues,
  roleNames: string[] | undefined,
  concurrencyStamp: string,
): UserUpdateInput {
  const { password, ...rest } = createBody(v, roleNames);
  return { ...rest, ...(password ? { password } : {}), concurrencyStamp };
}

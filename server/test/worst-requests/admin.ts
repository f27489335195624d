import { unique, type Call, type World, type WorstRequest } from './world.ts';

// The administration of the host: users, roles, tenants, features and permissions (ABP).

const USERS = '/api/identity/users';
const ROLES = '/api/identity/roles';
const TENANTS = '/api/multi-tenancy/tenants';
const PASSWORD = `Aa1!${'x'.repeat(124)}`;
/** The most extra properties a body can carry: what the body limit (1 MiB) leaves room for. */
const extraProperties = () =>
  Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`p${i}`, 'v'.repeat(1000)]));

const call = (w: World, method: Call['method'], url: string, payload?: object): Call => ({
  method,
  url,
  headers: w.admin,
  ...(payload && { payload }),
});

/** The most roles a user may be given (100), made once. */
const manyRoles = new WeakMap<World, Promise<string[]>>();
const roleNames = (w: World) => {
  if (!manyRoles.has(w)) {
    manyRoles.set(
      w,
      (async () => {
        const names = [];
        for (let i = 0; i < 100; i += 1) names.push(await role(w));
        return names;
      })(),
    );
  }
  return manyRoles.get(w)!;
};

async function role(w: World): Promise<string> {
  const name = unique('role ', 256);
  const res = await w.call('POST', ROLES, w.admin, { name, extraProperties: {} });
  if (res.statusCode !== 200) throw new Error(`role: ${res.statusCode} ${res.body}`);
  return name;
}
const roleId = async (w: World) => {
  const name = await role(w);
  const all = (await w.call('GET', `${ROLES}/all`, w.admin)).json();
  return all.items.find((r: { name: string; id: string }) => r.name === name).id as string;
};

const userBody = async (w: World) => ({
  userName: unique('user', 256),
  name: unique('Name', 64),
  surname: unique('Surname', 64),
  email: `${unique('u').padEnd(240, 'x')}@example.com`,
  isActive: true,
  lockoutEnabled: true,
  roleNames: await roleNames(w),
  password: PASSWORD,
  extraProperties: {},
});
async function user(w: World): Promise<string> {
  const res = await w.call('POST', USERS, w.admin, await userBody(w));
  if (res.statusCode !== 200) throw new Error(`user: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

async function tenant(w: World): Promise<string> {
  const res = await w.call('POST', TENANTS, w.admin, {
    name: unique('Tenant ', 64),
    adminEmailAddress: 'admin@tenant.example.com',
    adminPassword: PASSWORD,
    extraProperties: {},
  });
  if (res.statusCode !== 200) throw new Error(`tenant: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export const adminRequests: WorstRequest[] = [
  {
    endpoint: `POST ${USERS}`,
    status: 200,
    prepare: async (w) => call(w, 'POST', USERS, await userBody(w)),
  },
  {
    endpoint: `PUT ${USERS}/:id`,
    status: 200,
    prepare: async (w) => {
      const { password: _, ...rest } = await userBody(w);
      return call(w, 'PUT', `${USERS}/${await user(w)}`, { ...rest, password: PASSWORD });
    },
  },
  {
    endpoint: `DELETE ${USERS}/:id`,
    status: 204,
    prepare: async (w) => call(w, 'DELETE', `${USERS}/${await user(w)}`),
  },
  {
    endpoint: `PUT ${USERS}/:id/roles`,
    status: 204,
    prepare: async (w) =>
      call(w, 'PUT', `${USERS}/${await user(w)}/roles`, {
        roleNames: (await roleNames(w)).slice().reverse(),
      }),
  },
  {
    endpoint: `PUT ${USERS}/:id/lock/:lockoutEnd`,
    status: 204,
    prepare: async (w) =>
      call(w, 'PUT', `${USERS}/${await user(w)}/lock/2099-12-31T23:59:59.999+00:00`),
  },
  {
    endpoint: `PUT ${USERS}/:id/unlock`,
    status: 204,
    prepare: async (w) => {
      const id = await user(w);
      await w.call('PUT', `${USERS}/${id}/lock/2099-01-01T00:00:00Z`, w.admin);
      return call(w, 'PUT', `${USERS}/${id}/unlock`);
    },
  },
  {
    endpoint: `POST ${ROLES}`,
    status: 200,
    prepare: async (w) =>
      call(w, 'POST', ROLES, {
        name: unique('role ', 256),
        isDefault: false,
        isPublic: true,
        extraProperties: extraProperties(),
      }),
  },
  {
    endpoint: `PUT ${ROLES}/:id`,
    status: 200,
    prepare: async (w) =>
      call(w, 'PUT', `${ROLES}/${await roleId(w)}`, {
        name: unique('renamed ', 256),
        isDefault: false,
        isPublic: true,
        extraProperties: extraProperties(),
      }),
  },
  {
    endpoint: `DELETE ${ROLES}/:id`,
    status: 204,
    prepare: async (w) => call(w, 'DELETE', `${ROLES}/${await roleId(w)}`),
  },
  {
    endpoint: `POST ${TENANTS}`,
    status: 200,
    prepare: async (w) =>
      call(w, 'POST', TENANTS, {
        name: unique('Tenant ', 64),
        adminEmailAddress: `${unique('a').padEnd(240, 'x')}@example.com`,
        adminPassword: PASSWORD,
        extraProperties: extraProperties(),
      }),
  },
  {
    endpoint: `PUT ${TENANTS}/:id`,
    status: 200,
    prepare: async (w) =>
      call(w, 'PUT', `${TENANTS}/${await tenant(w)}`, {
        name: unique('Renamed ', 64),
        extraProperties: extraProperties(),
      }),
  },
  {
    endpoint: `DELETE ${TENANTS}/:id`,
    status: 204,
    prepare: async (w) => call(w, 'DELETE', `${TENANTS}/${await tenant(w)}`),
  },
  {
    endpoint: 'PUT /api/feature-management/features',
    status: 204,
    prepare: async (w) => {
      const query = `providerName=T&providerKey=${await tenant(w)}`;
      const list = (
        await w.call('GET', `/api/feature-management/features?${query}`, w.admin)
      ).json();
      const features = list.groups.flatMap((g: { features: { name: string; value: string }[] }) =>
        g.features.map((f) => ({ name: f.name, value: f.value })),
      );
      return call(w, 'PUT', `/api/feature-management/features?${query}`, { features });
    },
  },
  {
    endpoint: 'DELETE /api/feature-management/features',
    status: 204,
    prepare: async (w) =>
      call(
        w,
        'DELETE',
        `/api/feature-management/features?providerName=T&providerKey=${await tenant(w)}`,
      ),
  },
  {
    // Every permission there is, granted to a new role.
    endpoint: 'PUT /api/permission-management/permissions',
    status: 204,
    prepare: async (w) => {
      const query = `providerName=R&providerKey=${encodeURIComponent(await role(w))}`;
      const list = (
        await w.call('GET', `/api/permission-management/permissions?${query}`, w.admin)
      ).json();
      const permissions = list.groups.flatMap((g: { permissions: { name: string }[] }) =>
        g.permissions.map((p) => ({ name: p.name, isGranted: true })),
      );
      return call(w, 'PUT', `/api/permission-management/permissions?${query}`, { permissions });
    },
  },
];

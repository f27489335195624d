import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersist } from '../../app/persist-rules';
import { featuresQuery } from './features/features-api';
import {
  assignableRolesQuery,
  rolesQuery,
  userRolesQuery,
  usersQuery,
} from './identity/identity-api';
import { permissionsQuery } from './permissions/permissions-api';
import { allRequestsQuery, managedRequestQuery } from './requests/requests-api';
import { tenantsQuery } from './tenants/tenants-api';

const page = { skipCount: 0, maxResultCount: 20 };
const every = [
  featuresQuery({ providerName: 'T', providerKey: '' }),
  rolesQuery(page),
  usersQuery(page),
  userRolesQuery('u1'),
  assignableRolesQuery(),
  permissionsQuery({ providerName: 'R', providerKey: 'admin' }),
  allRequestsQuery(page),
  managedRequestQuery('r1'),
  tenantsQuery(page),
];

describe('administration data on the device', () => {
  it('is never written to the saved query cache, whatever it holds', () => {
    const client = new QueryClient();
    for (const options of every) {
      const { queryKey, meta } = options;
      const query = client.getQueryCache().build<unknown>(client, { queryKey, meta });
      query.setData({ items: [{ userName: 'someone', phoneNumber: '+963900000000' }] });
    }
    // Something of the user's own is saved beside them, so the rule is not just "save nothing".
    client.setQueryData(['track-accounts', 'list'], { items: [] });
    const saved = dehydrate(client, { shouldDehydrateQuery: shouldPersist });
    expect(saved.queries.map((q) => q.queryKey[0])).toEqual(['track-accounts']);
  });
});

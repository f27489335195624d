import { MAX_GROUP_VEHICLES } from '../../../src/api/contract/vehicle-groups.ts';
import { PUSH_TOKEN_MAX_LENGTH } from '../../../src/api/contract/push.ts';
import { unique, type Call, type World, type WorstRequest } from './world.ts';

// Vehicles, vehicle groups, observers, live locations and push devices.

const name64 = (prefix: string) => unique(prefix, 64);
let phone = 0;
/** A Syrian mobile number no user has yet. */
const newPhone = () => `+96393${String((phone += 1)).padStart(7, '0')}`;
/** An FCM registration token as long as the contract allows. */
const longToken = () => unique('fcm:', PUSH_TOKEN_MAX_LENGTH);

const group = async (w: World, vehicles = MAX_GROUP_VEHICLES): Promise<string> => {
  const res = await w.call('POST', '/api/app/vehicleGroup', w.big.owner, {
    name: name64('Group '),
    vehicleGroupVehicleCreateDtos: w.big.vehicleIds.slice(0, vehicles).map((vehicleId) => ({
      vehicleId,
    })),
  });
  if (res.statusCode !== 200) throw new Error(`group: ${res.statusCode} ${res.body}`);
  return res.body;
};

/** An observer of the big fleet watching every vehicle and group: its association id. */
const observer = async (w: World, phoneNumber = newPhone()): Promise<string> => {
  const res = await w.call('POST', '/api/app/observation/observer', w.big.owner, {
    name: name64('Observer '),
    phoneNumber,
    vehicleIds: w.big.vehicleIds,
    vehicleGroupIds: w.big.groupIds,
  });
  if (res.statusCode !== 200) throw new Error(`observer: ${res.statusCode} ${res.body}`);
  return res.json().id;
};

const owner = (w: World) => w.big.owner;

/** An invitation to watch every vehicle and group of the big fleet, and its invitee signed in. */
const invitation = async (w: World, answer: 'accept' | 'decline'): Promise<Call> => {
  const phoneNumber = newPhone();
  const id = await observer(w, phoneNumber);
  const url = `/api/app/observerInvitation/${id}/${answer}`;
  return { method: 'POST', url, headers: await w.headersFor(phoneNumber) };
};

export const fleetRequests: WorstRequest[] = [
  {
    endpoint: 'PUT /api/app/vehicle/:id/updateConsumptionRate',
    status: 204,
    prepare: async (w) => ({
      method: 'PUT',
      url: `/api/app/vehicle/${w.big.vehicleIds[0]}/updateConsumptionRate?consumptionRate=999.99`,
      headers: owner(w),
    }),
  },
  {
    endpoint: 'POST /api/app/vehicle/:id/deviceKey',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: `/api/app/vehicle/${w.big.vehicleIds[1]}/deviceKey`,
      headers: owner(w),
    }),
  },
  {
    endpoint: 'DELETE /api/app/vehicle/:id/deviceKey',
    status: 204,
    prepare: async (w) => {
      const url = `/api/app/vehicle/${w.big.vehicleIds[2]}/deviceKey`;
      await w.call('POST', url, owner(w));
      return { method: 'DELETE', url, headers: owner(w) };
    },
  },
  {
    endpoint: 'POST /api/app/vehicleGroup',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/app/vehicleGroup',
      headers: owner(w),
      payload: {
        name: name64('Group '),
        vehicleGroupVehicleCreateDtos: w.big.vehicleIds
          .slice(0, MAX_GROUP_VEHICLES)
          .map((vehicleId) => ({ vehicleId })),
      },
    }),
  },
  {
    endpoint: 'PUT /api/app/vehicleGroup/:id',
    status: 200,
    prepare: async (w) => ({
      method: 'PUT',
      url: `/api/app/vehicleGroup/${await group(w)}`,
      headers: owner(w),
      payload: { name: name64('Renamed ') },
    }),
  },
  {
    endpoint: 'DELETE /api/app/vehicleGroup/:id',
    status: 204,
    prepare: async (w) => ({
      method: 'DELETE',
      url: `/api/app/vehicleGroup/${await group(w)}`,
      headers: owner(w),
    }),
  },
  {
    endpoint: 'POST /api/app/vehicle/:id/addToVehicleGroup/:groupId',
    status: 204,
    prepare: async (w) => {
      const id = await group(w, MAX_GROUP_VEHICLES - 1);
      const vehicle = w.big.vehicleIds[MAX_GROUP_VEHICLES - 1];
      const url = `/api/app/vehicle/${vehicle}/addToVehicleGroup/${id}`;
      return { method: 'POST', url, headers: owner(w) };
    },
  },
  {
    endpoint: 'DELETE /api/app/vehicle/:id/removeFromVehicleGroup/:groupId',
    status: 204,
    prepare: async (w) => {
      const url = `/api/app/vehicle/${w.big.vehicleIds[0]}/removeFromVehicleGroup/${await group(w)}`;
      return { method: 'DELETE', url, headers: owner(w) };
    },
  },
  {
    endpoint: 'POST /api/app/observation/observer',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/app/observation/observer',
      headers: owner(w),
      payload: {
        name: name64('Observer '),
        phoneNumber: newPhone(),
        vehicleIds: w.big.vehicleIds,
        vehicleGroupIds: w.big.groupIds,
      },
    }),
  },
  {
    // Another number hands the observer's place and everything it watches to that number.
    endpoint: 'PUT /api/app/observation/observer',
    status: 200,
    prepare: async (w) => ({
      method: 'PUT',
      url: '/api/app/observation/observer',
      headers: owner(w),
      payload: {
        userTrackAccountAssociationId: await observer(w),
        name: name64('Renamed '),
        phoneNumber: newPhone(),
      },
    }),
  },
  {
    endpoint: 'POST /api/app/observerInvitation/:id/accept',
    status: 204,
    prepare: (w) => invitation(w, 'accept'),
  },
  {
    endpoint: 'POST /api/app/observerInvitation/:id/decline',
    status: 204,
    prepare: (w) => invitation(w, 'decline'),
  },
  {
    endpoint: 'DELETE /api/app/observation/observer',
    status: 204,
    prepare: async (w) => {
      const phoneNumber = newPhone();
      await observer(w, phoneNumber);
      const url = `/api/app/observation/observer?phoneNumber=${encodeURIComponent(phoneNumber)}`;
      return { method: 'DELETE', url, headers: owner(w) };
    },
  },
  {
    endpoint: 'POST /api/app/observation/deactivateObserver/:id',
    status: 204,
    prepare: async (w) => ({
      method: 'POST',
      url: `/api/app/observation/deactivateObserver/${await observer(w)}`,
      headers: owner(w),
    }),
  },
  {
    endpoint: 'POST /api/app/observation/activateObserver/:id',
    status: 204,
    prepare: async (w) => {
      const id = await observer(w);
      await w.call('POST', `/api/app/observation/deactivateObserver/${id}`, owner(w));
      return {
        method: 'POST',
        url: `/api/app/observation/activateObserver/${id}`,
        headers: owner(w),
      };
    },
  },
  ...(['Vehicle', 'VehicleGroup'] as const).flatMap((kind): WorstRequest[] => {
    const path = `/api/app/observation/observation${kind}`;
    const query = async (w: World) => {
      const id = await observer(w);
      const thing = kind === 'Vehicle' ? w.big.vehicleIds[0] : w.big.groupIds[0];
      return `userTrackAccountAssociationId=${id}&${kind === 'Vehicle' ? 'vehicleId' : 'vehicleGroupId'}=${thing}`;
    };
    return [
      {
        endpoint: `POST ${path}`,
        status: 204,
        prepare: async (w) => {
          const q = await query(w);
          await w.call('DELETE', `${path}?${q}`, owner(w));
          return { method: 'POST', url: `${path}?${q}`, headers: owner(w) };
        },
      },
      {
        endpoint: `DELETE ${path}`,
        status: 204,
        prepare: async (w) => ({
          method: 'DELETE',
          url: `${path}?${await query(w)}`,
          headers: owner(w),
        }),
      },
    ];
  }),
  {
    endpoint: 'POST /api/app/monitoring/liveLocation',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/app/monitoring/liveLocation',
      headers: owner(w),
      payload: { vehicleIds: w.big.vehicleIds },
    }),
  },
  {
    endpoint: 'POST /api/app/fcmDevice/register',
    status: 204,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/app/fcmDevice/register',
      headers: owner(w),
      payload: {
        fcmToken: longToken(),
        deviceType: 'Android',
        name: unique('Phone ', 100),
        deviceId: unique('android_', 100),
      },
    }),
  },
  {
    endpoint: 'DELETE /api/app/fcmDevice/deviceToken',
    status: 204,
    prepare: async (w) => {
      const fcmToken = longToken();
      await w.call('POST', '/api/app/fcmDevice/register', owner(w), {
        fcmToken,
        deviceType: 'Android',
        name: 'Phone',
        deviceId: unique('android_'),
      });
      const url = `/api/app/fcmDevice/deviceToken?deviceToken=${encodeURIComponent(fcmToken)}`;
      return { method: 'DELETE', url, headers: owner(w) };
    },
  },
];

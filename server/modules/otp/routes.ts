import type { FastifyInstance } from 'fastify';
import { sendOtp, sendOtpDev } from '../../../src/api/contract/identity.ts';
import { route } from '../../http/route.ts';
import type { OtpService } from './service.ts';

export function otpRoutes(app: FastifyInstance, deps: { otp: OtpService; demo: boolean }) {
  const { otp } = deps;
  route(app, sendOtp, async (req) => {
    await otp.issue({ tenantId: req.tenantId, phone: req.body.phone, clientIp: req.ip });
  });
  // The development variant hands the code to the caller: it must not exist in production.
  if (deps.demo) {
    route(app, sendOtpDev, (req) =>
      otp.issue({ tenantId: req.tenantId, phone: req.body.msisdn, clientIp: req.ip }),
    );
  }
}

import type { FastifyInstance } from 'fastify';
import {
  getApplicationConfiguration,
  getApplicationLocalization,
} from '../../../src/api/contract/abp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import type { SessionResolver } from '../../http/session.ts';
import {
  cultureFromAcceptLanguage,
  cultureInfo,
  DEFAULT_CULTURE,
  normalizeCulture,
} from './culture.ts';
import { localizationResources } from './localization/index.ts';
import { applicationConfiguration } from './service.ts';

export interface AbpRoutesDeps {
  config: Config;
  db: Db;
  session: SessionResolver;
}

export function abpRoutes(app: FastifyInstance, deps: AbpRoutesDeps) {
  route(app, getApplicationConfiguration, async (req, reply) => {
    // The answer depends on the caller and the language: never share it between them.
    reply.header('cache-control', 'no-store').header('vary', 'Accept-Language, Authorization');
    return applicationConfiguration({
      config: deps.config,
      db: deps.db,
      session: await deps.session(req),
      // `culture` (ASP.NET's query culture, as ABP reads it) wins over the header: the URL the
      // served index.html preloads for a signed-out visitor names it (server/http/boot-html.ts).
      culture:
        normalizeCulture(req.query.culture) ??
        cultureFromAcceptLanguage(req.headers['accept-language']),
      includeLocalizationResources: req.query.includeLocalizationResources ?? true,
    });
  });

  route(app, getApplicationLocalization, async (req, reply) => {
    reply.header('vary', 'Accept-Language');
    // An unsupported culture gets the default texts, as ABP falls back to its default culture.
    const culture = normalizeCulture(req.query.cultureName) ?? DEFAULT_CULTURE;
    return { resources: localizationResources(culture), currentCulture: cultureInfo(culture) };
  });
}

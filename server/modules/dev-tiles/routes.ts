import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { sendNotFound } from '../../http/error-handler.ts';
import { isTileInRange, renderTile, TILE_LAYERS, type TileLayer } from './render.ts';

interface TileParams {
  layer: string;
  z: string;
  x: string;
  y: string;
}

const DIGITS = /^\d{1,8}$/;
const isLayer = (value: string): value is TileLayer => TILE_LAYERS.includes(value as TileLayer);

/**
 * `GET /dev-tiles/:layer/:z/:x/:y.png`: plain generated tiles so development and the end-to-end
 * tests show a map without reaching the internet (point `TILE_*_URL` here). Demo mode only: a
 * production server answers 404 instead of serving placeholder imagery.
 */
export function devTileRoutes(app: FastifyInstance, config: Config) {
  app.get<{ Params: TileParams }>('/dev-tiles/:layer/:z/:x/:y.png', (req, reply) => {
    const { layer, z, x, y } = req.params;
    if (!config.demo || !isLayer(layer) || ![z, x, y].every((n) => DIGITS.test(n))) {
      return sendNotFound(req, reply);
    }
    const [zoom, column, row] = [z, x, y].map(Number) as [number, number, number];
    if (!isTileInRange(zoom, column, row)) return sendNotFound(req, reply);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/png')
      .send(renderTile(layer, column, row));
  });
}

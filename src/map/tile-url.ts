import type { RuntimeConfig } from '../api/contract/runtime-config';
import { DEFAULT_MAX_ZOOM } from './constants';
import type { BaseLayerId } from './types';

export interface BaseLayerSpec {
  id: BaseLayerId;
  url: string;
  maxZoom: number;
  attribution: string | undefined;
}

/**
 * A `/config.json` tile template as OpenLayers' XYZ source reads it. OpenLayers knows `{z}`,
 * `{x}`, `{y}`, `{-y}` and ranges like `{a-c}`; Leaflet-style templates also use `{s}` for the
 * subdomain and `{r}` for a retina suffix, which are translated rather than requested literally.
 */
export function toOlUrlTemplate(template: string): string {
  return template.trim().replaceAll('{s}', '{a-c}').replaceAll('{r}', '');
}

export function baseLayerSpecs(tiles: RuntimeConfig['tiles']): BaseLayerSpec[] {
  return (['street', 'satellite'] as const).map((id) => ({
    id,
    url: toOlUrlTemplate(tiles[id].url),
    maxZoom: tiles[id].maxZoom || DEFAULT_MAX_ZOOM[id],
    attribution: tiles[id].attribution?.trim() || undefined,
  }));
}

import { getContext } from 'ol/webgl';

let supported: boolean | undefined;

/**
 * Whether OpenLayers can draw with WebGL here (it asks for the same context kinds). False under
 * jsdom and on devices without WebGL, where the markers fall back to canvas drawing.
 */
export function supportsWebGL(): boolean {
  if (supported !== undefined) return supported;
  supported = false;
  try {
    const canvas = globalThis.document?.createElement('canvas');
    const context = canvas ? getContext(canvas) : null;
    supported = !!context;
    // Hand the probe's context back at once: browsers allow only a few live contexts.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    supported = false;
  }
  return supported;
}

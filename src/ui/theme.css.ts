import { createGlobalTheme } from '@vanilla-extract/css';

// One token set on :root so plain CSS (and the map's overlays) can read the same variables.
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#0b5cad',
    primaryHover: '#094a8c',
    primaryText: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f4f6f9',
    overlay: 'rgba(15, 23, 42, 0.5)',
    text: '#1b2430',
    muted: '#5c6773',
    border: '#d3d9e0',
    danger: '#c62828',
    dangerHover: '#a31f1f',
    warning: '#b26a00',
    success: '#2e7d32',
    info: '#0277bd',
    focus: '#1a73e8',
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    // Arabic-capable faces are listed before the generic fallbacks so Arabic never falls to a serif.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, "Geeza Pro", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { normal: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.12)',
    md: '0 4px 12px rgba(15, 23, 42, 0.15)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.22)',
  },
  zIndex: {
    dropdown: '1000',
    sticky: '1020',
    overlay: '1040',
    dialog: '1050',
    toast: '1080',
    loadingBar: '1090',
  },
  duration: { fast: '150ms', tab: '250ms', accordion: '225ms' },
});

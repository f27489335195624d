import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { rules } from '../../../ui/page.css';

/** A zone's small map in its panel. */
export const smallMap = style({ blockSize: '16rem' });

/** The drawing map: most of a phone's screen, so a finger can place vertices. */
export const drawMap = style({ position: 'relative', blockSize: '55vh', minBlockSize: '18rem' });

export const form = style({ ...rules.card, maxInlineSize: '48rem' });

export const tools = style({ ...rules.row, flexWrap: 'wrap', gap: vars.space['2'] });

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const drawError = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInline: '3rem',
  zIndex: 2,
  margin: 0,
  textAlign: 'center',
  boxShadow: vars.shadow.md,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: '#fdecea',
  color: '#8a1c12',
  fontWeight: vars.fontWeight.medium,
});

export const inline = style({ ...rules.row, alignItems: 'flex-end', gap: vars.space['2'] });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '2.75rem',
  paddingInline: vars.space['2'],
  cursor: 'pointer',
});

/** The show-geozone dialog: 95 % of the screen high (spec part 2 §2). */
export const dialog = style({ blockSize: '95dvh' });

export { header, linkButton, pending } from '../../../ui/manage.css';

import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme.css';

// Logical properties only: the screens are mirrored in Arabic.

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.muted });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['5'],
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const note = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const plainList = style({ margin: 0, paddingInlineStart: vars.space['5'] });

/**
 * Settings the More area shows (spec part 2 §1, §2 "More area"): the support phone and the four
 * social links. Visible to clients in application configuration `setting.values`; an unset one is
 * hidden, never shown as a dead link.
 */
export const SETTING_SUPPORT_PHONE = 'GoTrack.SupportPhone';
export const SOCIAL_SETTINGS = {
  facebook: 'GoTrack.Social.Facebook',
  whatsApp: 'GoTrack.Social.WhatsApp',
  telegram: 'GoTrack.Social.Telegram',
  instagram: 'GoTrack.Social.Instagram',
} as const;

/** English texts of the test e-mail and its refusals (Arabic in server/http/user-messages-settings.ts). */
export const TEST_EMAIL_MESSAGES = {
  noSmtp: 'No mail server is configured (SMTP_URL): no e-mail can be sent.',
  failed: 'The test e-mail could not be sent: {0}',
  timeout: 'The mail server did not answer in time: the test e-mail may not have been sent.',
  defaultBody: 'This is a test e-mail from {0}: the server can send e-mail.',
} as const;

/** An alert asking for e-mail on a server that cannot send any (server/modules/alerts). */
export const MAILING_UNAVAILABLE =
  'E-mail cannot be chosen: this service cannot send e-mail (no mail server is set up).';

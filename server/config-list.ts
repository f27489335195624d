import { z } from 'zod';

/**
 * A comma-separated list variable whose every entry `read` accepts (it throws a sentence naming
 * the entry otherwise); blanks around entries are ignored.
 */
export const commaList = (read: (entry: string) => unknown) =>
  z.string().transform((text, ctx) => {
    const entries = text
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    for (const entry of entries) {
      try {
        read(entry);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }
    return entries;
  });

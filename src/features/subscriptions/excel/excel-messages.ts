import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCount } from '../format';
import { MAX_DATA_ROWS, MAX_FILE_BYTES } from './columns';
import type { ExcelError } from './read-workbook';

/** The user's text for a refused vehicles file (nothing was sent). */
export function excelErrorMessage(
  error: ExcelError,
  i18n: I18n,
  missing: readonly string[] = [],
): string {
  const rows = formatCount(MAX_DATA_ROWS, i18n.locale);
  const megabytes = formatCount(MAX_FILE_BYTES / 1024 / 1024, i18n.locale);
  const columns = missing.join(', ');
  switch (error) {
    case 'wrongType':
      return i18n._(msg`Choose an Excel file (.xlsx or .xls).`);
    case 'tooLarge':
      return i18n._(
        msg`The file is larger than ${megabytes} MB. Split the vehicles into smaller files.`,
      );
    case 'tooManyRows':
      return i18n._(
        msg`The sheet has more than ${rows} rows. Split the vehicles into smaller files.`,
      );
    case 'missingColumns':
      return i18n._(msg`The first sheet lacks these columns: ${columns}. Start from the template.`);
    case 'noVehicles':
      return i18n._(msg`No vehicle could be read: every row misses one of the five columns.`);
    case 'unreadable':
      return i18n._(msg`This file could not be read as an Excel workbook.`);
  }
}

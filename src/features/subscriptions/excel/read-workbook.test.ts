import { describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from './columns';
import { hasAcceptedExtension, readVehiclesFile } from './read-workbook';

describe('readVehiclesFile refuses before reading', () => {
  it('accepts .xlsx and .xls only', async () => {
    expect(hasAcceptedExtension('Fleet.XLSX')).toBe(true);
    expect(hasAcceptedExtension('fleet.xls')).toBe(true);
    expect(hasAcceptedExtension('fleet.csv')).toBe(false);
    expect(hasAcceptedExtension('fleet.xlsx.exe')).toBe(false);
    const result = await readVehiclesFile(new File(['a,b'], 'fleet.csv'));
    expect(result).toEqual({ ok: false, error: 'wrongType' });
  });

  it('refuses a file over 5 MB without starting the worker', async () => {
    const worker = vi.fn();
    vi.stubGlobal('Worker', worker);
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'fleet.xlsx');
    expect(await readVehiclesFile(big)).toEqual({ ok: false, error: 'tooLarge' });
    expect(worker).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

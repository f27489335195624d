/** What a picture's first bytes must be (the declared type and file name are the sender's word). */
const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])),
  },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const sniffImageType = (bytes: Buffer): string | null =>
  SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;

/** Larger than any avatar is shown; keeps the stored copy small. */
const SIDE = 512;
/** A 2 MB file can still claim billions of pixels (a decompression bomb): refuse those. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A JPEG, PNG or WebP by its bytes, decoded and written again as a WebP of at most 512×512,
 * turned upright by its EXIF orientation and stripped of metadata (location, camera). Null when
 * the bytes are no such image or do not decode.
 */
export async function normalisePicture(
  bytes: Buffer,
): Promise<{ content: Buffer; contentType: string } | null> {
  if (!sniffImageType(bytes)) return null;
  // Loaded on first use: the native library is not needed to start the server.
  const { default: sharp } = await import('sharp');
  try {
    const content = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(SIDE, SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { content, contentType: 'image/webp' };
  } catch {
    return null;
  }
}

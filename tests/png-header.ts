// Reads a PNG's size from its header (signature, then the IHDR chunk), as a browser would before
// decoding: enough to check that a file is a PNG of the promised size.
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE))
    throw new Error('not a PNG: wrong signature');
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG: the first chunk is not IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

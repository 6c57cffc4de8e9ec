const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const ZIP64_MARKER = 0xffffffff;

/**
 * What the entries of a zip say they unpack to, from its central directory, or undefined when
 * the directory cannot be read or uses ZIP64 (sizes past 4 GB). It reads only the sizes the
 * archive declares, before anything is inflated: enough to refuse a small file that claims to
 * unpack to gigabytes, which the spreadsheet reader would otherwise try to hold.
 */
export function declaredUnpackedSize(zip: Buffer): number | undefined {
  const searchFrom = Math.max(0, zip.length - END_RECORD_LENGTH - MAX_COMMENT_LENGTH);
  let end = -1;
  for (let offset = zip.length - END_RECORD_LENGTH; offset >= searchFrom; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const entryCount = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entryCount; entry += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) {
      return undefined;
    }
    const unpacked = zip.readUInt32LE(offset + 24);
    if (unpacked === ZIP64_MARKER) return undefined;
    total += unpacked;
    offset +=
      46 +
      zip.readUInt16LE(offset + 28) +
      zip.readUInt16LE(offset + 30) +
      zip.readUInt16LE(offset + 32);
  }
  return total;
}

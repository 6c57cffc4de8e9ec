import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { unzip } from "../test/spreadsheets.js";
import { DATA_DESCRIPTOR, DEFLATED, STORED } from "./zip-format.js";
import { packedBytes, readZipDirectory } from "./zip-reader.js";
import { writeZip, type ZipWriterEntry } from "./zip-writer.js";

async function zipBytes(entries: ZipWriterEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of writeZip(entries)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Text that shrinks, long enough to leave the deflater in several pieces. */
const rowsXml = (count: number) =>
  Array.from({ length: count }, (_, index) => `<row r="${index + 1}"><c>${index}</c></row>`).join(
    "",
  );

async function* piecesOf(text: string, pieceLength: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < text.length; start += pieceLength) {
    yield Buffer.from(text.slice(start, start + pieceLength));
  }
}

describe("writeZip", () => {
  it("deflates an entry that asks for it, which reads back with its CRC and sizes", async () => {
    const xml = rowsXml(20_000);
    const zip = await zipBytes([
      { name: "photo.jpg", content: Buffer.from("already packed") },
      { name: "sheet.xml", content: piecesOf(xml, 1000), deflate: true },
      { name: "empty.xml", content: Buffer.alloc(0), deflate: true },
    ]);
    const entries = readZipDirectory(zip) ?? [];
    expect(entries.map(({ name, method }) => ({ name, method }))).toEqual([
      { name: "photo.jpg", method: STORED },
      { name: "sheet.xml", method: DEFLATED },
      { name: "empty.xml", method: DEFLATED },
    ]);
    const sheet = entries[1];
    if (!sheet) throw new Error("no sheet entry");
    expect(sheet.declaredSize).toBe(xml.length);
    expect(sheet.compressedSize).toBeLessThan(xml.length / 4);
    // The data descriptor after the packed bytes gives the unpacked bytes' CRC and both sizes.
    const packed = packedBytes(zip, sheet);
    const descriptor = zip.subarray(packed.byteOffset - zip.byteOffset + packed.length);
    expect(descriptor.readUInt32LE(0)).toBe(DATA_DESCRIPTOR.signature);
    expect(descriptor.readUInt32LE(DATA_DESCRIPTOR.at.crc)).toBe(crc32(xml));
    expect(descriptor.readUInt32LE(DATA_DESCRIPTOR.at.compressedSize)).toBe(packed.length);
    expect(descriptor.readUInt32LE(DATA_DESCRIPTOR.at.size)).toBe(xml.length);

    const files = await unzip(zip);
    expect(files.get("photo.jpg")?.toString()).toBe("already packed");
    expect(files.get("sheet.xml")?.toString()).toBe(xml);
    expect(files.get("empty.xml")?.length).toBe(0);
  });

  it("stores an entry as it comes when it does not ask to be deflated", async () => {
    const zip = await zipBytes([{ name: "a.txt", content: piecesOf("hello, zip", 3) }]);
    const [entry] = readZipDirectory(zip) ?? [];
    if (!entry) throw new Error("no entry");
    expect(entry.method).toBe(STORED);
    expect(packedBytes(zip, entry).toString()).toBe("hello, zip");
  });

  it("ends in the error of a deflated entry's source", async () => {
    const failure = new Error("the rows stopped");
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.from(rowsXml(100));
      throw failure;
    }
    await expect(zipBytes([{ name: "sheet.xml", content: failing(), deflate: true }])).rejects.toBe(
      failure,
    );
  });

  it("stops reading a deflated entry's source when the reader goes away", async () => {
    let piecesRead = 0;
    let isSourceFinished = false;
    async function* endless(): AsyncGenerator<Buffer> {
      try {
        for (;;) {
          piecesRead += 1;
          // Random bytes do not shrink, so the deflater's output fills as fast as it reads.
          yield Buffer.from(crypto.getRandomValues(new Uint8Array(16 * 1024)));
        }
      } finally {
        isSourceFinished = true;
      }
    }
    const zip = writeZip([{ name: "noise.bin", content: endless(), deflate: true }]);
    for await (const _chunk of zip) break;
    await expect.poll(() => isSourceFinished).toBe(true);
    expect(piecesRead).toBeLessThan(50);
  });
});

// A minimal zip writer: enough to pack dist/ into one file a teacher can upload to a course
// platform. Node's zlib does the compression (deflateRawSync); this file only lays out the zip
// container around it, so the build needs no npm package and no system `zip` command.
//
//   import { zipFiles } from "./zip.mjs";
//   writeFileSync("site.zip", zipFiles([{ name: "index.html", data: Buffer }, ...]));
//
// Format (PKWARE APPNOTE 6.3, the subset every unzip tool reads): for each file a local header
// followed by its (deflated or stored) bytes, then a central directory listing every file again
// with the offset of its local header, then the end-of-central-directory record. No zip64 (files
// and the archive stay far below 4 GiB; checked), no encryption, no data descriptors.
// The archive is reproducible: names in the given order, one fixed timestamp for every entry.
import { deflateRawSync } from "node:zlib";

// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320), the checksum zip stores per file.
// zlib.crc32 exists only from node 20.15/22.2, so a table-driven version is written out here.
const crcTable = new Uint32Array(256);
for (let n = 0; n < 256; n += 1) {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  crcTable[n] = c >>> 0;
}

export function crc32(bytes) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// MS-DOS date and time, the only timestamp the basic format has: 2000-01-01 00:00:00, so that
// building twice gives the same bytes.
const dosTime = 0;
const dosDate = ((2000 - 1980) << 9) | (1 << 5) | 1;

const method = { stored: 0, deflated: 8 };
const versionNeeded = 20; // 2.0: deflate
const versionMadeBy = (3 << 8) | 20; // 3 = Unix, so that the file modes below are read
const utf8NamesFlag = 1 << 11; // names are UTF-8
const unixFileMode = 0o100644; // a regular file, rw-r--r--

// files: [{ name: "fonts/a.woff2", data: Buffer | Uint8Array }], names with "/" separators.
// Returns the whole archive as a Buffer.
export function zipFiles(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const data = Buffer.from(file.data);
    const crc = crc32(data);
    // 1. Deflate, unless that does not make the file smaller (woff2 fonts are compressed already).
    const deflated = deflateRawSync(data, { level: 9 });
    const useDeflate = deflated.length < data.length;
    const body = useDeflate ? deflated : data;
    const how = useDeflate ? method.deflated : method.stored;
    if (data.length >= 0xffffffff || offset + body.length >= 0xffffffff) {
      throw new Error(`zip: ${file.name} would need zip64, which this writer does not do`);
    }

    // 2. Local file header (30 bytes + name), then the bytes.
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); // signature
    local.writeUInt16LE(versionNeeded, 4);
    local.writeUInt16LE(utf8NamesFlag, 6);
    local.writeUInt16LE(how, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18); // compressed size
    local.writeUInt32LE(data.length, 22); // uncompressed size
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // extra field length
    locals.push(local, name, body);

    // 3. Its central directory record (46 bytes + name), pointing back at the local header.
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); // signature
    central.writeUInt16LE(versionMadeBy, 4);
    central.writeUInt16LE(versionNeeded, 6);
    central.writeUInt16LE(utf8NamesFlag, 8);
    central.writeUInt16LE(how, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // 30: extra length, 32: comment length, 34: disk number, 36: internal attributes: all 0
    central.writeUInt32LE(unixFileMode * 0x10000, 38); // external attributes: mode in the high half
    central.writeUInt32LE(offset, 42); // where the local header starts
    centrals.push(central, name);

    offset += local.length + name.length + body.length;
  }

  // 4. End of central directory record (22 bytes).
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  if (files.length > 0xffff) throw new Error("zip: more than 65535 files needs zip64");
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // signature
  // 4: this disk, 6: disk where the directory starts: both 0
  end.writeUInt16LE(files.length, 8); // entries on this disk
  end.writeUInt16LE(files.length, 10); // entries in all
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16); // where the directory starts
  // 20: comment length 0
  return Buffer.concat([...locals, ...centrals, end]);
}

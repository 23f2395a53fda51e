/**
 * A minimal ZIP writer (deflate, UTF-8 names) for the archive download: one audit's documents in
 * one file. Node's zlib does the compression and the CRC; no dependency needed for this.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../platform/http/download.ts';

export interface ZipEntry {
  name: string;
  data: Buffer;
  date?: Date;
}

function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/** The entries as a .zip file; names are made unique by a (2), (3) … suffix. */
export function zipFiles(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  const seen = new Map<string, number>();
  let offset = 0;
  for (const entry of entries) {
    let name = entry.name;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(entry.name, n);
    if (n > 1) {
      const dot = name.lastIndexOf('.');
      name = dot > name.lastIndexOf('/') ? `${name.slice(0, dot)}(${n})${name.slice(dot)}` : `${name}(${n})`;
    }
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const { time, date } = dosTime(entry.date ?? new Date());
    // The fields the local header (from byte 6) and the central directory entry (from byte 8) share.
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(0x0800, at); // UTF-8 names
      header.writeUInt16LE(8, at + 2); // deflate
      header.writeUInt16LE(time, at + 4);
      header.writeUInt16LE(date, at + 6);
      header.writeUInt32LE(crc, at + 8);
      header.writeUInt32LE(compressed.length, at + 12);
      header.writeUInt32LE(entry.data.length, at + 16);
      header.writeUInt16LE(nameBytes.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    common(local, 6);
    local.writeUInt16LE(0, 28);
    parts.push(local, nameBytes, compressed);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    common(dir, 8);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const centralSize = central.reduce((s, b) => s + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/** Sends a .zip as a download with its (Chinese) file name. */
export function sendZip(reply: FastifyReply, content: Buffer, fileName: string) {
  return sendDownload(reply, { content, contentType: 'application/zip', fileName, asciiName: 'archive.zip' });
}

import { deflateSync } from 'node:zlib';
import type { TestAgent } from '../auth/test-agent.ts';

/** Starts a chunked upload of `length` bytes (FilePond's POST with Upload-Length); gives the answer. */
export function startChunked(agent: TestAgent, length: number) {
  return agent.request({
    method: 'POST',
    url: '/api/filepond',
    headers: { 'upload-length': String(length) },
    payload: '',
  });
}

/** One FilePond PATCH of `chunk` at `offset`. */
export function patchChunk(agent: TestAgent, id: string, offset: number, chunk: Buffer, length: number) {
  return agent.request({
    method: 'PATCH',
    url: `/api/filepond?patch=${id}`,
    payload: chunk,
    headers: {
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'upload-length': String(length),
      'upload-name': 'file.bin',
    },
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares `width` ×
 * `height` RGB pixels (its data holds only the first rows).
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, not interlaced
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

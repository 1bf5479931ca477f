/**
 * A minimal WebM (Matroska) writer for an all-keyframe VP8 video. Lossy WebP pictures are VP8 key
 * frames in a RIFF wrapper, so frames encoded by sharp become a browser-playable video without any
 * video encoder.
 */

function vint(value: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (value < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = value;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0]! |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new Error('EBML size too large');
}

function id(hex: number): Buffer {
  const bytes: number[] = [];
  for (let rest = hex; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from(bytes);
}

function element(elementId: number, payload: Buffer): Buffer {
  return Buffer.concat([id(elementId), vint(payload.length), payload]);
}

function uint(elementId: number, value: number): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256))
    bytes.unshift(rest % 256);
  return element(elementId, Buffer.from(bytes));
}

function text(elementId: number, value: string): Buffer {
  return element(elementId, Buffer.from(value, 'utf8'));
}

function float(elementId: number, value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(elementId, bytes);
}

/** The VP8 key-frame bitstream inside a lossy WebP file. */
export function vp8FromWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('WebP without a lossy VP8 chunk');
}

/** A WebM file showing `frames` (VP8 key frames) at `fps`, `width` × `height`. */
export function webmFromVp8Frames(frames: Buffer[], width: number, height: number, fps: number): Buffer {
  const frameMs = 1000 / fps;
  const header = element(
    0x1a45dfa3,
    Buffer.concat([
      uint(0x4286, 1),
      uint(0x42f7, 1),
      uint(0x42f2, 4),
      uint(0x42f3, 8),
      text(0x4282, 'webm'),
      uint(0x4287, 2),
      uint(0x4285, 2),
    ]),
  );
  const info = element(
    0x1549a966,
    Buffer.concat([
      uint(0x2ad7b1, 1_000_000),
      float(0x4489, frames.length * frameMs),
      text(0x4d80, 'vitrine-demo'),
      text(0x5741, 'vitrine-demo'),
    ]),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      Buffer.concat([
        uint(0xd7, 1),
        uint(0x73c5, 1),
        uint(0x83, 1),
        text(0x86, 'V_VP8'),
        uint(0x9c, 0),
        uint(0x23e383, Math.round(frameMs * 1_000_000)),
        element(0xe0, Buffer.concat([uint(0xb0, width), uint(0xba, height)])),
      ]),
    ),
  );
  const clusters: Buffer[] = [];
  const perCluster = Math.max(1, Math.floor(5000 / frameMs));
  for (let start = 0; start < frames.length; start += perCluster) {
    const clusterTime = Math.round(start * frameMs);
    const blocks = frames.slice(start, start + perCluster).map((frame, index) => {
      const relative = Math.round((start + index) * frameMs) - clusterTime;
      const head = Buffer.alloc(4);
      head[0] = 0x81;
      head.writeInt16BE(relative, 1);
      head[3] = 0x80;
      return element(0xa3, Buffer.concat([head, frame]));
    });
    clusters.push(element(0x1f43b675, Buffer.concat([uint(0xe7, clusterTime), ...blocks])));
  }
  const segment = element(0x18538067, Buffer.concat([info, tracks, ...clusters]));
  return Buffer.concat([header, segment]);
}

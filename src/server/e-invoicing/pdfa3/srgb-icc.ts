/**
 * The sRGB ICC profile of the PDF/A output intent, built from the published sRGB constants
 * (IEC 61966-2.1) rather than read from a file: no npm package ships one (pdfjs-dist carries only a
 * CMYK one), downloading at run time is not allowed, and ~2.3 KB of code-made bytes beat a vendored
 * binary whose licence must be tracked. It is an ICC v2.1 display ('mntr') RGB → XYZ matrix/TRC
 * profile, the form every PDF/A validator accepts:
 * - the colorants are sRGB's primaries Bradford-adapted to the D50 connection space (the values
 *   every sRGB v2 profile carries; they add up to D50), the media white point is D65;
 * - one tone curve shared by the three channels (the format allows tags to share data): sRGB's
 *   real transfer function sampled at 1,024 points, linear segment below 0.04045 included.
 * Built once per process; the same bytes every time (a fixed date in the header).
 */
const D50 = [0.9642, 1.0, 0.8249];
const D65 = [0.95045, 1.0, 1.08905];
const RED = [0.43607, 0.22249, 0.01392];
const GREEN = [0.38515, 0.71687, 0.09708];
const BLUE = [0.14307, 0.06061, 0.7141];
const CURVE_POINTS = 1024;
const DESCRIPTION = 'sRGB IEC61966-2.1';
const COPYRIGHT = 'No copyright, use freely';

/** The sRGB electro-optical transfer function: encoded value (0–1) → linear light (0–1). */
export const srgbToLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

class Bytes {
  readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  ascii(at: number, text: string) {
    for (let i = 0; i < text.length; i++) this.bytes[at + i] = text.charCodeAt(i);
  }
  u32 = (at: number, n: number) => this.view.setUint32(at, n);
  u16 = (at: number, n: number) => this.view.setUint16(at, n);
  /** s15Fixed16Number: the ICC fixed-point number. */
  s15f16 = (at: number, n: number) => this.view.setInt32(at, Math.round(n * 65536));
}

/** Each tag's data, as its type defines it (ICC.1:2001-04, §6.5). */
function textDescription(text: string): Uint8Array {
  const out = new Bytes(new Uint8Array(12 + text.length + 1 + 8 + 3 + 67));
  out.ascii(0, 'desc');
  out.u32(8, text.length + 1); // ASCII count, with the terminating NUL; no Unicode, no ScriptCode text
  out.ascii(12, text);
  return out.bytes;
}

function text(value: string): Uint8Array {
  const out = new Bytes(new Uint8Array(8 + value.length + 1));
  out.ascii(0, 'text');
  out.ascii(8, value);
  return out.bytes;
}

function xyz([x, y, z]: number[]): Uint8Array {
  const out = new Bytes(new Uint8Array(20));
  out.ascii(0, 'XYZ ');
  [x, y, z].forEach((v, i) => out.s15f16(8 + 4 * i, v));
  return out.bytes;
}

function curve(): Uint8Array {
  const out = new Bytes(new Uint8Array(12 + 2 * CURVE_POINTS));
  out.ascii(0, 'curv');
  out.u32(8, CURVE_POINTS);
  for (let i = 0; i < CURVE_POINTS; i++) out.u16(12 + 2 * i, Math.round(srgbToLinear(i / (CURVE_POINTS - 1)) * 65535));
  return out.bytes;
}

const pad4 = (n: number) => (n + 3) & ~3;

function buildProfile(): Uint8Array {
  const trc = curve();
  const data: [string, Uint8Array][] = [
    ['desc', textDescription(DESCRIPTION)],
    ['cprt', text(COPYRIGHT)],
    ['wtpt', xyz(D65)],
    ['rXYZ', xyz(RED)],
    ['gXYZ', xyz(GREEN)],
    ['bXYZ', xyz(BLUE)],
    ['rTRC', trc],
  ];
  const shared: [string, string][] = [
    ['gTRC', 'rTRC'],
    ['bTRC', 'rTRC'],
  ];
  const tagCount = data.length + shared.length;
  let offset = 128 + 4 + 12 * tagCount;
  const placed = new Map<string, { offset: number; size: number }>();
  for (const [sig, bytes] of data) {
    placed.set(sig, { offset, size: bytes.length });
    offset = pad4(offset + bytes.length);
  }
  const out = new Bytes(new Uint8Array(offset));
  // Header (§6.1)
  out.u32(0, offset);
  out.u32(8, 0x02100000); // version 2.1
  out.ascii(12, 'mntr');
  out.ascii(16, 'RGB ');
  out.ascii(20, 'XYZ ');
  [2026, 1, 1, 0, 0, 0].forEach((v, i) => out.u16(24 + 2 * i, v)); // fixed: same bytes on every build
  out.ascii(36, 'acsp');
  D50.forEach((v, i) => out.s15f16(68 + 4 * i, v)); // the connection space's illuminant
  // Tag table (§6.2), then the data
  out.u32(128, tagCount);
  let entry = 132;
  for (const [sig, target] of [...data.map(([sig]): [string, string] => [sig, sig]), ...shared]) {
    const { offset: at, size } = placed.get(target)!;
    out.ascii(entry, sig);
    out.u32(entry + 4, at);
    out.u32(entry + 8, size);
    entry += 12;
  }
  for (const [sig, bytes] of data) out.bytes.set(bytes, placed.get(sig)!.offset);
  return out.bytes;
}

let profile: Uint8Array | null = null;

/** The profile's bytes (built on first use; callers must not modify them). */
export function srgbIccProfile(): Uint8Array {
  profile ??= buildProfile();
  return profile;
}

/** The output intent's identifier: the ICC registry's name for sRGB. */
export const SRGB_CONDITION = DESCRIPTION;

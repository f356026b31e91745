// Profiles libvips ships, read once from a 1x1 image sharp tags with them: Display P3 for a P3 HEIF's
// output (decision 173), and the CMYK profile libvips assumes for a CMYK JPEG that embeds none, which
// the browser is given to decode such a photo the same way (decision 310).
import sharp from 'sharp';

export type SharpProfile = 'p3' | 'cmyk';

const made = new Map<SharpProfile, Promise<Uint8Array<ArrayBuffer>>>();

async function make(name: SharpProfile): Promise<Uint8Array<ArrayBuffer>> {
  const pixel = sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } });
  const tagged = await (name === 'cmyk' ? pixel.toColourspace('cmyk') : pixel)
    .withIccProfile(name)
    .jpeg()
    .toBuffer();
  const { icc } = await sharp(tagged).metadata();
  if (!icc) throw new Error(`sharp has no ${name} profile`);
  return new Uint8Array(icc);
}

export function sharpProfile(name: SharpProfile): Promise<Uint8Array<ArrayBuffer>> {
  let profile = made.get(name);
  if (!profile) made.set(name, (profile = make(name)));
  return profile;
}
